import { divideRounded, toCents, toDollars } from './money';
import { dayNumber } from './dates';

/*
 * Income predictions from 90 days of bank transactions. Amounts follow Plaid's sign convention:
 * positive is money out of the account, negative is money in. So a deposit is an amount below 0
 * (the spec's application query fetches exactly those), and a prediction's amount is negative too.
 *
 * A deposit source is recurring (payroll, benefits, a pension) when it paid in at least twice on
 * different days, at a steady cadence (median gap between 5 and 35 days: weekly to monthly, no gap
 * over 45) and steady amounts (each within half of the median either way). Deposits are grouped by
 * their name with digits and punctuation removed, so "ACME PAYROLL PPD ID 0312" and "ACME PAYROLL
 * PPD ID 0326" are one source.
 */

export const predictionWindowDays = 90;

export interface BankTransaction {
  id: string;
  /** Plaid's convention: below 0 is money in. */
  amount: number;
  /** YYYY-MM-DD */
  date: string;
  name: string | null;
  /** Set when the borrower or a rep already confirmed this deposit as income. */
  isVerifiedAsIncome?: boolean;
}

export interface IncomePrediction {
  name: string;
  /** The source's total over the window, in Plaid's sign (below 0): what the spec sums. */
  amount: number;
  /** The same per month (the window is three months), as a positive figure for display. */
  monthlyAmount: number;
  isVerifiedAsIncome: boolean;
  transactionIds: string[];
}

/*
 * Names that say "earned or benefit income"; transfers between a person's own accounts and
 * person-to-person apps also recur but are not income until someone confirms them.
 */
const incomeName =
  /payroll|salary|wages|direct dep|dir dep|\bpay\b|ssa\b|social security|treas 310|unemployment|pension|disability|benefit/i;
const transferName = /transfer|xfer|zelle|venmo|cash app|paypal/i;

function sourceKey(name: string | null): string {
  return (name ?? '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function isRecurring(deposits: readonly BankTransaction[]): boolean {
  const days = [...new Set(deposits.map((t) => dayNumber(t.date)))].sort((a, b) => a - b);
  if (days.length < 2) return false;
  const gaps = days.slice(1).map((day, i) => day - days[i]);
  const medianGap = median([...gaps].sort((a, b) => a - b));
  if (medianGap < 5 || medianGap > 35 || Math.max(...gaps) > 45) return false;
  const amounts = deposits.map((t) => Math.abs(toCents(t.amount))).sort((a, b) => a - b);
  const typical = median(amounts);
  return amounts.every((a) => a >= typical / 2 && a <= typical * 1.5);
}

function toPrediction(deposits: readonly BankTransaction[]): IncomePrediction {
  const totalCents = deposits.reduce((sum, t) => sum + toCents(t.amount), 0);
  const name = deposits[deposits.length - 1].name ?? '';
  return {
    name,
    amount: toDollars(totalCents),
    monthlyAmount: toDollars(divideRounded(Math.abs(totalCents), 3)),
    isVerifiedAsIncome:
      deposits.some((t) => t.isVerifiedAsIncome) || (incomeName.test(name) && !transferName.test(name)),
    transactionIds: deposits.map((t) => t.id),
  };
}

/** Recurring deposit sources in the 90 days up to `today`, largest first. */
export function predictIncome(transactions: readonly BankTransaction[], today: string): IncomePrediction[] {
  const end = dayNumber(today);
  const sources = new Map<string, BankTransaction[]>();
  const deposits = transactions
    .filter((t) => t.amount < 0 && end - dayNumber(t.date) < predictionWindowDays && dayNumber(t.date) <= end)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const deposit of deposits) {
    const key = sourceKey(deposit.name);
    if (!key) continue;
    const group = sources.get(key);
    if (group) group.push(deposit);
    else sources.set(key, [deposit]);
  }
  return [...sources.values()]
    .filter(isRecurring)
    .map(toPrediction)
    .sort((a, b) => a.amount - b.amount);
}

/** The spec's rule: the sum of verified predictions divided by 3, as an absolute integer (truncated). */
export function estimatedMonthlyIncome(
  predictions: readonly { amount: number; isVerifiedAsIncome: boolean }[],
): number {
  const verifiedCents = predictions
    .filter((p) => p.isVerifiedAsIncome)
    .reduce((sum, p) => sum + toCents(p.amount), 0);
  return Math.trunc(Math.abs(verifiedCents) / 300);
}

/** The bank's estimate of the monthly income, when there are predictions to estimate from. */
export function estimatedIncome(
  predictions: readonly { amount: number; isVerifiedAsIncome: boolean }[],
): number | null {
  return predictions.length ? estimatedMonthlyIncome(predictions) : null;
}
