import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToWholeDollars, divideRounded, roundDollars, toCents, toDollars } from '../../api/domain/money';

describe('money in exact cents', () => {
  it('turns dollars into integer cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1234.56)).toBe(123_456);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it('rounds half away from zero, the same for debts and for negative disposable income', () => {
    expect(divideRounded(250, 100)).toBe(3);
    expect(divideRounded(-250, 100)).toBe(-3);
    expect(divideRounded(249, 100)).toBe(2);
    expect(centsToWholeDollars(5_750)).toBe(58);
    expect(roundDollars(100.5)).toBe(101);
    expect(roundDollars(-100.5)).toBe(-101);
  });

  it('divideRounded is never more than half a unit away from the true quotient', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const q = divideRounded(n, d);
        expect(Number.isInteger(q)).toBe(true);
        expect(Math.abs(q * d - n) * 2).toBeLessThanOrEqual(d);
        expect(divideRounded(-n, d)).toBe(0 - q);
      }),
    );
  });

  it('any amount of cents survives the trip through dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(toDollars(cents))).toBe(cents + 0);
      }),
    );
  });
});
