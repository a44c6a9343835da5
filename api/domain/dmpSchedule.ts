import { toCents, toDollars } from './money';

/*
 * Where a borrower stands on their debt-management plan, from the plan's own terms: the product
 * records the plan (amount, term, first payment date), not each payment the agency receives, so
 * this is the schedule — what is due by today — and the portal says so.
 */
export interface DmpTerms {
  monthlyPaymentAmount: number | null;
  termInMonths: number | null;
  /** YYYY-MM-DD */
  firstPaymentDate: string | null;
  active: boolean;
}

export interface DmpSchedule {
  paymentsDue: number;
  paymentsRemaining: number;
  amountDue: number;
  amountRemaining: number;
  completionPercent: number;
  /** YYYY-MM-DD, null once the plan is complete or inactive. */
  nextPaymentDate: string | null;
}

/** The same day of the month `months` later, kept within shorter months (Jan 31 → Feb 28). */
export function addMonthsClamped(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

/** null when the plan's terms are incomplete. */
export function dmpSchedule(terms: DmpTerms, today: string): DmpSchedule | null {
  const { monthlyPaymentAmount, termInMonths, firstPaymentDate } = terms;
  if (monthlyPaymentAmount == null || !termInMonths || !firstPaymentDate) return null;
  let paymentsDue = 0;
  while (paymentsDue < termInMonths && addMonthsClamped(firstPaymentDate, paymentsDue) <= today)
    paymentsDue += 1;
  const paymentsRemaining = termInMonths - paymentsDue;
  const payment = toCents(monthlyPaymentAmount);
  return {
    paymentsDue,
    paymentsRemaining,
    amountDue: toDollars(payment * paymentsDue),
    amountRemaining: toDollars(payment * paymentsRemaining),
    completionPercent: Math.floor((paymentsDue * 100) / termInMonths),
    nextPaymentDate:
      terms.active && paymentsRemaining > 0 ? addMonthsClamped(firstPaymentDate, paymentsDue) : null,
  };
}
