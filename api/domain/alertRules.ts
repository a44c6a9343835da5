import { dayMs } from './dates';
/*
 * When the borrower is alerted (borrower-application §3, the seven alert types). Each rule names
 * the record that triggers it; an alert is raised once per type and trigger.
 */
export const alertTypes = [
  'balanceBelowDMPPayment',
  'bankAccountDisconnected',
  'debtScore30DayDecrease',
  'insufficientFundsTransaction',
  'overdraftTransaction',
  'newCreditInquiry',
  'monthlyIncomeDecrease',
] as const;
export type AlertType = (typeof alertTypes)[number];

const insufficientFunds = /\b(nsf|insufficient funds|returned item)\b/i;
const overdraft = /\b(overdraft|od fee|overdrawn)\b/i;

/** A bank fee line tells what happened: an NSF return, or an overdraft. */
export function transactionAlertType(name: string | null | undefined): AlertType | null {
  if (!name) return null;
  if (insufficientFunds.test(name)) return 'insufficientFundsTransaction';
  if (overdraft.test(name)) return 'overdraftTransaction';
  return null;
}

/** A checking balance that cannot cover the next DMP payment. */
export function balanceIsBelowDmpPayment(
  available: number | null,
  monthlyPaymentAmount: number | null,
): boolean {
  return (
    available != null &&
    monthlyPaymentAmount != null &&
    monthlyPaymentAmount > 0 &&
    available < monthlyPaymentAmount
  );
}

/** The newest score is lower than the score the borrower had 30 or more days before it. */
export function debtScoreDecreasedOver30Days(
  scores: readonly { value: number; createdAt: string }[],
): boolean {
  if (scores.length < 2) return false;
  const sorted = [...scores].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const newest = sorted[sorted.length - 1];
  const cutoff = Date.parse(newest.createdAt) - 30 * dayMs;
  const earlier = sorted.filter((s) => Date.parse(s.createdAt) <= cutoff);
  const baseline = earlier[earlier.length - 1];
  return baseline !== undefined && newest.value < baseline.value;
}

/** An inquiry from the last 30 days is news to the borrower. */
export function inquiryIsNew(inquiryDate: string | null, today: string): boolean {
  if (!inquiryDate) return false;
  return Date.parse(today) - Date.parse(inquiryDate) <= 30 * dayMs;
}

/** Monthly income fell by more than a tenth from the previous snapshot. */
export const incomeDecreaseThreshold = 0.1;

export function monthlyIncomeDecreased(previous: number | null, current: number | null): boolean {
  if (previous == null || current == null || previous <= 0) return false;
  return (previous - current) / previous > incomeDecreaseThreshold;
}
