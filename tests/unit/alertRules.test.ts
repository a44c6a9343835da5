import { describe, expect, it } from 'vitest';
import {
  balanceIsBelowDmpPayment,
  debtScoreDecreasedOver30Days,
  inquiryIsNew,
  monthlyIncomeDecreased,
  transactionAlertType,
} from '../../api/domain/alertRules';

describe('alert rules', () => {
  it('tells an insufficient-funds return from an overdraft fee', () => {
    expect(transactionAlertType('NSF RETURNED ITEM FEE')).toBe('insufficientFundsTransaction');
    expect(transactionAlertType('Overdraft fee')).toBe('overdraftTransaction');
    expect(transactionAlertType('ACME PAYROLL')).toBeNull();
  });
  it('alerts when checking cannot cover the DMP payment', () => {
    expect(balanceIsBelowDmpPayment(120, 250)).toBe(true);
    expect(balanceIsBelowDmpPayment(250, 250)).toBe(false);
    expect(balanceIsBelowDmpPayment(null, 250)).toBe(false);
  });
  it('compares the newest debt score with the one 30 or more days before it', () => {
    const scores = [
      { value: 62, createdAt: '2026-09-01T00:00:00Z' },
      { value: 70, createdAt: '2026-10-01T00:00:00Z' },
      { value: 55, createdAt: '2026-10-20T00:00:00Z' },
    ];
    expect(debtScoreDecreasedOver30Days(scores)).toBe(true);
    expect(debtScoreDecreasedOver30Days(scores.slice(1))).toBe(false);
    expect(
      debtScoreDecreasedOver30Days([...scores.slice(0, 2), { value: 75, createdAt: '2026-11-01T00:00:00Z' }]),
    ).toBe(false);
  });
  it('calls an inquiry of the last 30 days new', () => {
    expect(inquiryIsNew('2026-11-01', '2026-11-22')).toBe(true);
    expect(inquiryIsNew('2026-10-01', '2026-11-22')).toBe(false);
  });
  it('alerts when monthly income falls by more than a tenth', () => {
    expect(monthlyIncomeDecreased(4000, 3500)).toBe(true);
    expect(monthlyIncomeDecreased(4000, 3700)).toBe(false);
    expect(monthlyIncomeDecreased(null, 3000)).toBe(false);
  });
});
