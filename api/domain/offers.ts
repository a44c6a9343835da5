import type { AccountTypeCode } from './accountTypes';
import {
  amortizedPaymentCents,
  aprToBasisPoints,
  monthlyInterestCents,
  simulatePayoff,
} from './amortization';
import type { CountingDebt } from './countingDebts';
import { concessionFor, maximumTermInMonths } from './lenderConcessions';
import { centsToWholeDollars, divideRounded, toCents, toDollars } from './money';

/*
 * One offer per counting debt: the creditor's concession (lenderConcessions.ts) gives a proposed
 * APR and term; the recommended payment repays the balance within that term; the payment shown is
 * the lower of recommended and current, rounded to whole dollars (borrower-application §9).
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
  lenderConcessionId: string;
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

export function offerFor(debt: CountingDebt): Offer {
  const concession = concessionFor(debt);
  const term = Math.min(concession.term, maximumTermInMonths);
  const balanceCents = toCents(debt.balance);
  const currentCents = toCents(debt.currentMonthlyPayment);
  const proposedBasisPoints = aprToBasisPoints(concession.proposedApr);
  const recommendedCents = amortizedPaymentCents(balanceCents, proposedBasisPoints, term);
  const paymentCents = shownPaymentCents(recommendedCents, currentCents);
  const interestCents = Math.min(monthlyInterestCents(balanceCents, proposedBasisPoints), paymentCents);
  // A collection is charged off: like its concession, it is assumed to accrue no interest now.
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
    lenderConcessionId: concession.id,
    proposedApr: concession.proposedApr,
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
export function byBalanceHighestFirst(a: Offer, b: Offer): number {
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
    payment: offer.payment,
    paymentPercentage: offer.paymentPercentage,
    term: offer.term,
    type: offer.type,
    status: 'proposed',
    totalUnsecuredDebtBalance,
  };
}
