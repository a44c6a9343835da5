import { describe, expect, it } from 'vitest';
import { incomeShown } from '../../api/domain/incomeShown';

describe('income shown (service-portal §9)', () => {
  it('is the self-reported income first', () => {
    expect(
      incomeShown({
        selfReportedMonthlyCurrentIncome: 3200,
        verifiedMonthlyCurrentIncome: 3000,
        estimatedMonthlyIncome: 2900,
      }),
    ).toBe(3200);
  });

  it('else the verified income', () => {
    expect(
      incomeShown({
        selfReportedMonthlyCurrentIncome: null,
        verifiedMonthlyCurrentIncome: 3000,
        estimatedMonthlyIncome: 2900,
      }),
    ).toBe(3000);
  });

  it('else the estimated income, else nothing', () => {
    expect(
      incomeShown({
        selfReportedMonthlyCurrentIncome: null,
        verifiedMonthlyCurrentIncome: null,
        estimatedMonthlyIncome: 2900,
      }),
    ).toBe(2900);
    expect(
      incomeShown({ selfReportedMonthlyCurrentIncome: null, verifiedMonthlyCurrentIncome: null }),
    ).toBeNull();
  });

  it("treats the column's default 0 as no answer, but a 0 the borrower gave as their income", () => {
    expect(incomeShown({ selfReportedMonthlyCurrentIncome: 0, verifiedMonthlyCurrentIncome: 2500 })).toBe(
      2500,
    );
    expect(
      incomeShown({
        selfReportedMonthlyCurrentIncome: 0,
        hasProvidedMonthlyIncome: true,
        verifiedMonthlyCurrentIncome: 2500,
      }),
    ).toBe(0);
  });
});
