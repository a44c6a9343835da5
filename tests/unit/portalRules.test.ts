import { describe, expect, it } from 'vitest';
import { debtAnalysis } from '../../api/domain/debtAnalysis';
import { addMonthsClamped, dmpSchedule } from '../../api/domain/dmpSchedule';

describe('the debt analysis (service-portal §9)', () => {
  it('estimates interest as 0.6644 × the total debt at 24 %, in whole dollars as the page shows it', () => {
    expect(debtAnalysis(7401)).toEqual({
      estimatedInterestCharge: 4917,
      estimatedInterestRatePercent: 24,
      debtRatio: 0.27,
      debtRatioIsHealthy: true,
    });
  });

  it('is green at a debt of exactly 27 000 and not a dollar above', () => {
    expect(debtAnalysis(27_000).debtRatioIsHealthy).toBe(true);
    expect(debtAnalysis(27_001).debtRatioIsHealthy).toBe(false);
    expect(debtAnalysis(0).estimatedInterestCharge).toBe(0);
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
