import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundDollars } from '../../api/domain/money';
import {
  monthlySavings,
  offerSavings,
  paymentHeadline,
  planLengthInMonths,
  shortenNumber,
} from '../../api/domain/savings';

describe('savings (borrower-application §9)', () => {
  it('monthly savings is the rounded difference between current and proposed payments', () => {
    expect(monthlySavings({ currentUnsecuredDebtPayment: 456, proposedUnsecuredDebtPayment: 320 })).toBe(136);
    expect(monthlySavings({ currentUnsecuredDebtPayment: 456.5, proposedUnsecuredDebtPayment: 320 })).toBe(
      137,
    );
    expect(
      monthlySavings({ currentUnsecuredDebtPayment: 0.3, proposedUnsecuredDebtPayment: 0.1 + 0.2 }),
    ).toBe(0);
  });

  it('savings per offer is the rounded estimated payment minus the rounded new payment', () => {
    expect(offerSavings(75.4, 51)).toBe(24);
    expect(offerSavings(75.5, 50.5)).toBe(25);
  });

  it('the plan runs 60 months', () => {
    expect(planLengthInMonths).toBe(60);
  });

  it.each([
    [999, '999'],
    [12.5, '12.5'],
    [1000, '1k'],
    [1049, '1k'],
    [1050, '1.1k'],
    [1500, '1.5k'],
    [9999, '10k'],
    [12_000, '12k'],
    [15_300, '15.3k'],
    [1_500_000, '1500k'],
    [-2500, '-2.5k'],
    [-999, '-999'],
  ])('shortens %d to %s', (value, shown) => {
    expect(shortenNumber(value)).toBe(shown);
  });

  it('a shortened number reads back within 50 of the original', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (value) => {
        const shown = shortenNumber(value);
        if (Math.abs(value) < 1000) {
          expect(shown).toBe(String(value));
          return;
        }
        expect(shown).toMatch(/^-?\d+(\.\d)?k$/);
        // Read back in whole hundreds so the comparison is exact, not float arithmetic.
        const [whole, tenth = '0'] = shown.replace('-', '').slice(0, -1).split('.');
        const readBack = (value < 0 ? -1 : 1) * (Number(whole) * 1000 + Number(tenth) * 100);
        expect(Math.abs(readBack - value)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('savings are whole dollars, and equal to the difference when both amounts are whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 1e6 }), (current, proposed) => {
        expect(
          monthlySavings({ currentUnsecuredDebtPayment: current, proposedUnsecuredDebtPayment: proposed }),
        ).toBe(current - proposed);
        expect(Number.isInteger(offerSavings(current / 100, proposed / 100))).toBe(true);
      }),
    );
  });
});

describe('the headline over the offer tiles', () => {
  it('is always the sum of what the tiles show, and the savings their difference', () => {
    const cents = fc.integer({ min: 0, max: 500_000 });
    fc.assert(
      fc.property(fc.array(fc.tuple(cents, cents), { minLength: 1, maxLength: 12 }), (pairs) => {
        const offers = pairs.map(([current, payment]) => ({
          currentPayment: current / 100,
          payment: payment / 100,
        }));
        const headline = paymentHeadline(
          { currentUnsecuredDebtPayment: 0, proposedUnsecuredDebtPayment: 0 },
          offers,
        );
        const shownCurrent = offers.reduce((sum, o) => sum + roundDollars(o.currentPayment), 0);
        const shownNew = offers.reduce((sum, o) => sum + roundDollars(o.payment), 0);
        expect(headline).toEqual({
          currentPayment: shownCurrent,
          newPayment: shownNew,
          monthlySavings: shownCurrent - shownNew,
        });
      }),
    );
  });

  it('without tiles, is the decision rounded', () => {
    expect(
      paymentHeadline({ currentUnsecuredDebtPayment: 286.49, proposedUnsecuredDebtPayment: 180.5 }, []),
    ).toEqual({ currentPayment: 286, newPayment: 181, monthlySavings: 106 });
  });
});
