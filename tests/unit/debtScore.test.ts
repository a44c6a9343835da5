import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { debtScore } from '../../api/domain/debtScore';

describe('debt score', () => {
  it('is 100 with no unsecured debt and a third of income to spare', () => {
    expect(debtScore({ monthlyIncome: 4000, monthlyExpense: 2000, monthlyUnsecuredDebt: 0 })).toBe(100);
  });

  it('falls as debt payments take more of the income', () => {
    expect(debtScore({ monthlyIncome: 4000, monthlyExpense: 2000, monthlyUnsecuredDebt: 400 })).toBe(92);
    expect(debtScore({ monthlyIncome: 4000, monthlyExpense: 3000, monthlyUnsecuredDebt: 800 })).toBe(54);
  });

  it('is 0 when debt takes half the income and nothing is left', () => {
    expect(debtScore({ monthlyIncome: 4000, monthlyExpense: 3000, monthlyUnsecuredDebt: 2000 })).toBe(0);
    expect(debtScore({ monthlyIncome: 0, monthlyExpense: 0, monthlyUnsecuredDebt: 0 })).toBe(0);
  });

  it('weighs a risk score in at 30 %', () => {
    expect(
      debtScore({ monthlyIncome: 4000, monthlyExpense: 2000, monthlyUnsecuredDebt: 0, riskScore: 50 }),
    ).toBe(85);
  });

  const input = fc.record({
    monthlyIncome: fc.integer({ min: 0, max: 3_000_000 }).map((c) => c / 100),
    monthlyExpense: fc.integer({ min: 0, max: 3_000_000 }).map((c) => c / 100),
    monthlyUnsecuredDebt: fc.integer({ min: 0, max: 3_000_000 }).map((c) => c / 100),
    riskScore: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  });
  const more = fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100);

  it('is a whole number from 0 to 100', () => {
    fc.assert(
      fc.property(input, (i) => {
        const score = debtScore(i);
        expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
      }),
    );
  });

  it('more debt never raises it', () => {
    fc.assert(
      fc.property(input, more, (i, extra) => {
        expect(debtScore({ ...i, monthlyUnsecuredDebt: i.monthlyUnsecuredDebt + extra })).toBeLessThanOrEqual(
          debtScore(i),
        );
      }),
    );
  });

  it('more expenses never raise it, and more income never lowers it', () => {
    fc.assert(
      fc.property(input, more, (i, extra) => {
        expect(debtScore({ ...i, monthlyExpense: i.monthlyExpense + extra })).toBeLessThanOrEqual(
          debtScore(i),
        );
        expect(debtScore({ ...i, monthlyIncome: i.monthlyIncome + extra })).toBeGreaterThanOrEqual(
          debtScore(i),
        );
      }),
    );
  });
});
