import type { CountingDebt } from './countingDebts';
import { toCents, toDollars } from './money';
import { byBalanceHighestFirst, offerFor, type Offer } from './offers';

/*
 * The decision (DESIGN.md, "Decision engine"). Qualified when there is at least one counting debt,
 * the proposed payment total is below the current one, and the proposed disposable income
 * (income − expenses − proposed payments) is not negative; otherwise the reasons are listed.
 *
 * Net cash flow is income − expenses: what is left each month for unsecured debt. Disposable income
 * is what is left after the unsecured debt payments too (the printable guide's last line).
 */

export const noCountingDebtsReason =
  'There are no credit card or other unsecured debts that a debt management plan could include.';
export const noPaymentReductionReason =
  'A debt management plan would not lower the monthly payments on these debts.';
export const negativeDisposableIncomeReason =
  'Monthly income does not cover expenses and the proposed debt management plan payments.';

/**
 * The figures a decision (and the debt score) stands on: the monthly income and the expense lines.
 * Missing either, nothing is decided (borrower-application §4: an estimate failure waits on
 * pending); $0 is a figure only when the borrower gave it.
 */
export function missingFigures(facts: { monthlyIncome: number | null; expenseLines: number }): string[] {
  const missing: string[] = [];
  if (facts.monthlyIncome == null) missing.push('monthly income');
  if (facts.expenseLines === 0) missing.push('expenses');
  return missing;
}

export interface DecisionInput {
  debts: readonly CountingDebt[];
  /** The income shown (incomeShown.ts); 0 when nothing is known. */
  monthlyIncome: number;
  monthlyExpenses: number;
  /** Expenses under the plan when a proposed budget changes them; the current ones otherwise. */
  proposedMonthlyExpenses?: number;
}

export interface DecisionResult {
  isQualified: boolean;
  disqualificationReasons: string[];
  currentGrossIncome: number;
  currentExpenses: number;
  proposedExpenses: number;
  currentUnsecuredDebtPayment: number;
  proposedUnsecuredDebtPayment: number;
  currentNetCashflow: number;
  proposedNetCashflow: number;
  currentDisposableIncome: number;
  proposedDisposableIncome: number;
  numberOfUnsecuredDebts: number;
  totalUnsecuredDebtBalance: number;
  /** Highest balance first; empty unless qualified (borrower-application §4: kept only if qualified). */
  offers: Offer[];
}

export function decide(input: DecisionInput): DecisionResult {
  const offers = input.debts.map(offerFor);
  let currentPaymentCents = 0;
  let proposedPaymentCents = 0;
  let balanceCents = 0;
  for (const offer of offers) {
    currentPaymentCents += toCents(offer.currentPayment);
    proposedPaymentCents += toCents(offer.payment);
    balanceCents += toCents(offer.balance);
  }
  const incomeCents = toCents(input.monthlyIncome);
  const currentExpensesCents = toCents(input.monthlyExpenses);
  const proposedExpensesCents = toCents(input.proposedMonthlyExpenses ?? input.monthlyExpenses);
  const currentNetCents = incomeCents - currentExpensesCents;
  const proposedNetCents = incomeCents - proposedExpensesCents;
  const proposedDisposableCents = proposedNetCents - proposedPaymentCents;

  const reasons: string[] = [];
  if (offers.length === 0) reasons.push(noCountingDebtsReason);
  else if (proposedPaymentCents >= currentPaymentCents) reasons.push(noPaymentReductionReason);
  if (proposedDisposableCents < 0) reasons.push(negativeDisposableIncomeReason);
  const isQualified = reasons.length === 0;

  return {
    isQualified,
    disqualificationReasons: reasons,
    currentGrossIncome: toDollars(incomeCents),
    currentExpenses: toDollars(currentExpensesCents),
    proposedExpenses: toDollars(proposedExpensesCents),
    currentUnsecuredDebtPayment: toDollars(currentPaymentCents),
    proposedUnsecuredDebtPayment: toDollars(proposedPaymentCents),
    currentNetCashflow: toDollars(currentNetCents),
    proposedNetCashflow: toDollars(proposedNetCents),
    currentDisposableIncome: toDollars(currentNetCents - currentPaymentCents),
    proposedDisposableIncome: toDollars(proposedDisposableCents),
    numberOfUnsecuredDebts: offers.length,
    totalUnsecuredDebtBalance: toDollars(balanceCents),
    offers: isQualified ? offers.sort(byBalanceHighestFirst) : [],
  };
}
