import type { AccountTypeCode } from './accountTypes';
import {
  amortizedPaymentCents,
  aprToBasisPoints,
  monthlyInterestCents,
  simulatePayoff,
} from './amortization';
import type { CountingDebt } from './countingDebts';
import { maximumTermInMonths, type CreditorTermsVersion } from './creditorTerms';
import { centsToWholeDollars, divideRounded, toCents, toDollars } from './money';

/*
 * One offer per counting debt whose creditor takes part in plans: the creditor's terms in force
 * (creditorTerms.ts) give a proposed APR, a term and a minimum payment; the recommended payment
 * repays the balance within that term, and is at least the minimum; the payment shown is the lower
 * of recommended and current, rounded to whole dollars (borrower-application §9).
 */

/** The spec's default (borrower-application §3). */
export const defaultProposedMinimumMonthlyPrincipalPayment = 5;

/** When a report gives no APR for a debt, the one the spec's analysis page assumes (service-portal §9). */
export const assumedCurrentApr = 24;

/** Savings compare the two payoffs over at most 30 years; a payment that never repays stops there. */
export const payoffHorizonMonths = 360;

export interface Offer {
  type: 'debt' | 'collection';
  debtId: string | null;
  collectionId: string | null;
  lenderName: string | null;
  lenderFriendlyName: string | null;
  accountType: AccountTypeCode | null;
  shared: boolean;
  balance: number;
  currentPayment: number;
  currentApr: number | null;
  /** The creditor whose terms were used (its id across versions). */
  lenderConcessionId: string;
  /** The version of those terms, so the offer's figures can always be explained. */
  creditorTermsVersionId: string;
  proposedApr: number;
  term: number;
  /** Whole dollars that repay the balance within the term at the proposed APR. */
  recommendedPayment: number;
  /** The payment shown: the lower of recommended and current, in whole dollars. */
  payment: number;
  /** payment ÷ balance, in percent to two decimals. */
  paymentPercentage: number;
  /** The first month's interest and principal at the proposed APR. */
  proposedMonthlyInterestPayment: number;
  proposedMonthlyPrincipalPayment: number;
  proposedMinimumMonthlyPrincipalPayment: number;
  /** Interest saved over the payoff: current payment at current APR versus the offer. */
  estimatedPayoffSavings: number;
}

/**
 * A current payment that rounds to $0 says nothing about what the borrower can pay (the report had
 * neither a scheduled nor an estimated payment), so the recommended payment is shown.
 */
function shownPaymentCents(recommendedCents: number, currentCents: number): number {
  const roundedCurrent = centsToWholeDollars(currentCents) * 100;
  return roundedCurrent > 0 ? Math.min(recommendedCents, roundedCurrent) : recommendedCents;
}

/**
 * The creditor's minimum, in whole dollars up, lifts a smaller payoff payment; it never asks more
 * than the balance itself.
 */
function atLeastMinimum(payoffCents: number, minimumCents: number, balanceCents: number): number {
  const wholeDollarsUp = (cents: number) => Math.ceil(cents / 100) * 100;
  return Math.max(payoffCents, Math.min(wholeDollarsUp(minimumCents), wholeDollarsUp(balanceCents)));
}

export function offerFor(debt: CountingDebt, terms: CreditorTermsVersion): Offer {
  const term = Math.min(terms.termInMonths, maximumTermInMonths);
  const balanceCents = toCents(debt.balance);
  const currentCents = toCents(debt.currentMonthlyPayment);
  const proposedBasisPoints = aprToBasisPoints(terms.planApr);
  const recommendedCents = atLeastMinimum(
    amortizedPaymentCents(balanceCents, proposedBasisPoints, term),
    toCents(terms.minimumPayment),
    balanceCents,
  );
  const paymentCents = shownPaymentCents(recommendedCents, currentCents);
  const interestCents = Math.min(monthlyInterestCents(balanceCents, proposedBasisPoints), paymentCents);
  // A collection is charged off: like its terms, it is assumed to accrue no interest now.
  const currentBasisPoints = aprToBasisPoints(
    debt.currentApr ?? (debt.kind === 'collection' ? 0 : assumedCurrentApr),
  );
  const currentCost = simulatePayoff(balanceCents, currentBasisPoints, currentCents, payoffHorizonMonths);
  const offerCost = simulatePayoff(balanceCents, proposedBasisPoints, paymentCents, payoffHorizonMonths);
  return {
    type: debt.kind,
    debtId: debt.kind === 'debt' ? debt.id : null,
    collectionId: debt.kind === 'collection' ? debt.id : null,
    lenderName: debt.lenderName,
    lenderFriendlyName: debt.lenderFriendlyName,
    accountType: debt.accountType,
    shared: debt.shared,
    balance: toDollars(balanceCents),
    currentPayment: toDollars(currentCents),
    currentApr: debt.currentApr,
    lenderConcessionId: terms.creditorId,
    creditorTermsVersionId: terms.id,
    proposedApr: terms.planApr,
    term,
    recommendedPayment: toDollars(recommendedCents),
    payment: toDollars(paymentCents),
    paymentPercentage: divideRounded(paymentCents * 10_000, balanceCents) / 100,
    proposedMonthlyInterestPayment: toDollars(interestCents),
    proposedMonthlyPrincipalPayment: toDollars(paymentCents - interestCents),
    proposedMinimumMonthlyPrincipalPayment: defaultProposedMinimumMonthlyPrincipalPayment,
    estimatedPayoffSavings: toDollars(Math.max(0, currentCost.interestCents - offerCost.interestCents)),
  };
}

/** Highest balance first; ties by lender and id, so the order never depends on the input's. */
export function byBalanceHighestFirst(
  a: Pick<Offer, 'balance' | 'lenderFriendlyName' | 'lenderName' | 'debtId' | 'collectionId'>,
  b: Pick<Offer, 'balance' | 'lenderFriendlyName' | 'lenderName' | 'debtId' | 'collectionId'>,
): number {
  if (a.balance !== b.balance) return b.balance - a.balance;
  const lenderA = a.lenderFriendlyName ?? a.lenderName ?? '';
  const lenderB = b.lenderFriendlyName ?? b.lenderName ?? '';
  if (lenderA !== lenderB) return lenderA < lenderB ? -1 : 1;
  const idA = a.debtId ?? a.collectionId ?? '';
  const idB = b.debtId ?? b.collectionId ?? '';
  return idA < idB ? -1 : idA > idB ? 1 : 0;
}

/** An offer as stored: the decision's figures for one creditor (a row of `offers`, less its ids). */
export function offerRecord(offer: Offer, totalUnsecuredDebtBalance: number) {
  return {
    debtId: offer.debtId,
    collectionId: offer.collectionId,
    balance: offer.balance,
    currentApr: offer.currentApr,
    proposedApr: offer.proposedApr,
    proposedMinimumMonthlyPrincipalPayment: offer.proposedMinimumMonthlyPrincipalPayment,
    proposedMonthlyInterestPayment: offer.proposedMonthlyInterestPayment,
    proposedMonthlyPrincipalPayment: offer.proposedMonthlyPrincipalPayment,
    estimatedPayoffSavings: offer.estimatedPayoffSavings,
    lenderConcessionId: offer.lenderConcessionId,
    creditorTermsVersionId: offer.creditorTermsVersionId,
    payment: offer.payment,
    paymentPercentage: offer.paymentPercentage,
    term: offer.term,
    type: offer.type,
    status: 'proposed',
    totalUnsecuredDebtBalance,
  };
}
