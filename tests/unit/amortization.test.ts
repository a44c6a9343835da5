import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amortizedPaymentCents,
  aprToBasisPoints,
  monthlyInterestCents,
  simulatePayoff,
} from '../../api/domain/amortization';

describe('amortisation in cents', () => {
  it('charges APR / 12 a month, rounded to the cent', () => {
    expect(aprToBasisPoints(7.9)).toBe(790);
    expect(monthlyInterestCents(1_000_000, 1200)).toBe(10_000);
    expect(monthlyInterestCents(1_005, 1200)).toBe(10);
  });

  it('spreads a balance evenly at 0 %', () => {
    expect(amortizedPaymentCents(600_000, 0, 60)).toBe(10_000);
    expect(amortizedPaymentCents(600_100, 0, 60)).toBe(10_100);
  });

  it('gives the smallest whole-dollar payment that repays $10,000 at 8 % in 60 months', () => {
    const payment = amortizedPaymentCents(1_000_000, 800, 60);
    expect(payment).toBe(20_300);
    expect(simulatePayoff(1_000_000, 800, payment, 60).paidOff).toBe(true);
    expect(simulatePayoff(1_000_000, 800, payment - 100, 60).paidOff).toBe(false);
  });

  it('never repays a payment that does not cover the interest, and keeps charging that interest', () => {
    const payoff = simulatePayoff(1_000_000, 2400, 15_000, 360);
    expect(payoff).toEqual({ paidOff: false, months: 360, interestCents: 20_000 * 360 });
  });

  it('the amortised payment always repays within the term, and a dollar less never does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 60 }),
        (balance, apr, term) => {
          const payment = amortizedPaymentCents(balance, apr, term);
          expect(payment % 100).toBe(0);
          expect(simulatePayoff(balance, apr, payment, term).paidOff).toBe(true);
          if (payment > 100) expect(simulatePayoff(balance, apr, payment - 100, term).paidOff).toBe(false);
        },
      ),
    );
  });

  it('a bigger payment never costs more interest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (balance, apr, payment, extra) => {
          const less = simulatePayoff(balance, apr, payment, 360);
          const more = simulatePayoff(balance, apr, payment + extra, 360);
          expect(more.interestCents).toBeLessThanOrEqual(less.interestCents);
        },
      ),
    );
  });
});
