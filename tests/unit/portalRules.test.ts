import { describe, expect, it } from 'vitest';
import { debtAnalysis } from '../../api/domain/debtAnalysis';
import { addMonthsClamped, dmpSchedule } from '../../api/domain/dmpSchedule';

describe('the debt analysis (service-portal §9)', () => {
  const debts = (...balances: (number | null)[]) =>
    balances.map((currentBalance) => ({ currentBalance, accountType: 'CC' }));

  it('estimates interest as 0.6644 × the total debt at 24 %, in cents', () => {
    expect(debtAnalysis(debts(5400, 1200, 800.5, null))).toEqual({
      totalDebt: 7400.5,
      unsecuredDebt: 7400.5,
      estimatedInterestCharge: 4916.89,
      estimatedInterestRatePercent: 24,
      leavesOutSecuredDebt: false,
      debtRatio: 0.27,
      debtRatioIsHealthy: true,
    });
  });

  it('is green at a debt of exactly 27 000 and not a cent above', () => {
    expect(debtAnalysis(debts(27_000)).debtRatioIsHealthy).toBe(true);
    expect(debtAnalysis(debts(27_000.01)).debtRatioIsHealthy).toBe(false);
    expect(debtAnalysis([]).totalDebt).toBe(0);
  });

  it("leaves a homeowner's mortgage and car loan out of the interest charge, not out of the total", () => {
    const analysis = debtAnalysis([
      { currentBalance: 180_000, accountType: 'CV' },
      { currentBalance: 20_000, accountType: 'secondMortgage' },
      { currentBalance: 9_000, accountType: 'AU' },
      { currentBalance: 5_000, accountType: 'CC' },
      { currentBalance: 1_000, accountType: null },
    ]);
    expect(analysis.totalDebt).toBe(215_000);
    expect(analysis.unsecuredDebt).toBe(6_000);
    expect(analysis.estimatedInterestCharge).toBe(3986.4);
    expect(analysis.leavesOutSecuredDebt).toBe(true);
  });
});

describe("a plan's schedule", () => {
  const plan = {
    monthlyPaymentAmount: 212.5,
    termInMonths: 48,
    firstPaymentDate: '2026-01-31',
    active: true,
  };

  it('counts the payments due by today, the first one included on its day', () => {
    expect(dmpSchedule(plan, '2026-01-30')).toMatchObject({ paymentsDue: 0, nextPaymentDate: '2026-01-31' });
    expect(dmpSchedule(plan, '2026-01-31')).toMatchObject({ paymentsDue: 1, nextPaymentDate: '2026-02-28' });
    expect(dmpSchedule(plan, '2026-11-23')).toEqual({
      paymentsDue: 10,
      paymentsRemaining: 38,
      amountDue: 2125,
      amountRemaining: 8075,
      completionPercent: 20,
      nextPaymentDate: '2026-11-30',
    });
  });

  it('ends with the term, and an inactive or incomplete plan has no next payment', () => {
    expect(dmpSchedule(plan, '2031-01-01')).toMatchObject({
      paymentsDue: 48,
      completionPercent: 100,
      nextPaymentDate: null,
    });
    expect(dmpSchedule({ ...plan, active: false }, '2026-11-23')?.nextPaymentDate).toBeNull();
    expect(dmpSchedule({ ...plan, firstPaymentDate: null }, '2026-11-23')).toBeNull();
  });

  it('keeps the day of the month within shorter months', () => {
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2026-12-15', 2)).toBe('2027-02-15');
  });
});
