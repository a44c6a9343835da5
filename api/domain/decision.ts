import type { CountingDebt } from './countingDebts';
import { creditorTable, termsFor, type CreditorTermsVersion } from './creditorTerms';
import { toCents, toDollars } from './money';
import { byBalanceHighestFirst, offerFor, type Offer } from './offers';

/*
 * The decision (DESIGN.md, "Decision engine"). Qualified when there is at least one counting debt,
 * the proposed payment total is below the current one, and the proposed disposable income
 * (income − expenses − proposed payments) is not negative; otherwise the reasons are listed.
 *
 * Net cash flow is income − expenses: what is left each month for unsecured debt. Disposable income
 * is what is left after the unsecured debt payments too (the printable guide's last line).
 *
 * A creditor that does not take part in plans is left out of the plan, with the reason: the
 * borrower keeps paying it as now, so its current payment counts on both sides, current and
 * proposed, and in the totals of the borrower's unsecured debts.
 */

export const noCountingDebtsReason =
  'There are no credit card or other unsecured debts that a debt management plan could include.';
export const noPaymentReductionReason =
  'A debt management plan would not lower the monthly payments on these debts.';
export const negativeDisposableIncomeReason =
  'Monthly income does not cover expenses and the proposed debt management plan payments.';
export const noParticipatingCreditorsReason = 'None of these creditors takes part in debt management plans.';

/** Why a debt is left out of the plan (the only reason there is today). */
export const doesNotTakePartReason =
  'This creditor does not take part in debt management plans: the borrower keeps paying it directly.';

/** A counting debt left out of the plan, and why. */
export interface LeftOutCreditor {
  type: 'debt' | 'collection';
  debtId: string | null;
  collectionId: string | null;
  lenderName: string | null;
  lenderFriendlyName: string | null;
  balance: number;
  /** What the borrower keeps paying each month. */
  currentPayment: number;
  /** The creditor and the version of its terms that left the debt out. */
  lenderConcessionId: string;
  creditorTermsVersionId: string;
  reason: string;
}

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
  /** The agency's creditor terms in force (creditorTerms.ts, termsInForce). */
  creditorTerms: readonly CreditorTermsVersion[];
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
  /** Debts whose creditor does not take part in plans, highest balance first, qualified or not. */
  leftOutCreditors: LeftOutCreditor[];
}

function leftOut(debt: CountingDebt, terms: CreditorTermsVersion): LeftOutCreditor {
  return {
    type: debt.kind,
    debtId: debt.kind === 'debt' ? debt.id : null,
    collectionId: debt.kind === 'collection' ? debt.id : null,
    lenderName: debt.lenderName,
    lenderFriendlyName: debt.lenderFriendlyName,
    balance: toDollars(toCents(debt.balance)),
    currentPayment: toDollars(toCents(debt.currentMonthlyPayment)),
    lenderConcessionId: terms.creditorId,
    creditorTermsVersionId: terms.id,
    reason: doesNotTakePartReason,
  };
}

/** A debt left out as stored: a row of `left_out_creditors`, less its ids (its names are its debt's). */
export function leftOutRecord(leftOut: LeftOutCreditor) {
  return {
    debtId: leftOut.debtId,
    collectionId: leftOut.collectionId,
    type: leftOut.type,
    balance: leftOut.balance,
    currentPayment: leftOut.currentPayment,
    lenderConcessionId: leftOut.lenderConcessionId,
    creditorTermsVersionId: leftOut.creditorTermsVersionId,
    reason: leftOut.reason,
  };
}

export function decide(input: DecisionInput): DecisionResult {
  const table = creditorTable(input.creditorTerms);
  const offers: Offer[] = [];
  const leftOutCreditors: LeftOutCreditor[] = [];
  for (const debt of input.debts) {
    const terms = termsFor(table, debt);
    if (terms.participatesInPlans) offers.push(offerFor(debt, terms));
    else leftOutCreditors.push(leftOut(debt, terms));
  }
  let currentPaymentCents = 0;
  let proposedPaymentCents = 0;
  let balanceCents = 0;
  for (const offer of offers) {
    currentPaymentCents += toCents(offer.currentPayment);
    proposedPaymentCents += toCents(offer.payment);
    balanceCents += toCents(offer.balance);
  }
  for (const debt of leftOutCreditors) {
    currentPaymentCents += toCents(debt.currentPayment);
    proposedPaymentCents += toCents(debt.currentPayment);
    balanceCents += toCents(debt.balance);
  }
  const incomeCents = toCents(input.monthlyIncome);
  const currentExpensesCents = toCents(input.monthlyExpenses);
  const proposedExpensesCents = toCents(input.proposedMonthlyExpenses ?? input.monthlyExpenses);
  const currentNetCents = incomeCents - currentExpensesCents;
  const proposedNetCents = incomeCents - proposedExpensesCents;
  const proposedDisposableCents = proposedNetCents - proposedPaymentCents;

  const reasons: string[] = [];
  if (offers.length === 0)
    reasons.push(leftOutCreditors.length > 0 ? noParticipatingCreditorsReason : noCountingDebtsReason);
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
    numberOfUnsecuredDebts: offers.length + leftOutCreditors.length,
    totalUnsecuredDebtBalance: toDollars(balanceCents),
    offers: isQualified ? offers.sort(byBalanceHighestFirst) : [],
    leftOutCreditors: leftOutCreditors.sort(byBalanceHighestFirst),
  };
}
