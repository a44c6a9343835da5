import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';
import { figure } from '../figure';
/*
 * What the offer pages read of the application (schema.graphql): each page asks for its own
 * fragment, which spreads these pieces, so every page names a field the same way.
 */

/** The server lists offers highest balance first (borrower-application §9), so pages keep its order. */
export const OfferFiguresFields = graphql(`
  fragment OfferFigures on Offer {
    id
    debtId
    collectionId
    lenderName
    lenderFriendlyName
    accountLastFour
    balance
    currentPayment
    payment
    term
    currentApr
    proposedApr
  }
`);

export type OfferFigures = ResultOf<typeof OfferFiguresFields>;

export const FinancialSummaryFiguresFields = graphql(`
  fragment FinancialSummaryFigures on FinancialSummary {
    monthlyIncome
    incomeSource
    expenses
    debtPayments
    debtPaymentsBasis
    disposableIncome
  }
`);

export type FinancialSummaryFigures = ResultOf<typeof FinancialSummaryFiguresFields>;

export const lenderOf = (offer: OfferFigures) => offer.lenderFriendlyName ?? offer.lenderName ?? '';

/** The figure name of a creditor's amount, by its debt or collection (the debt pages name it so too). */
export const creditorFigure = (
  offer: OfferFigures,
  amount: 'balance' | 'currentPayment' | 'payment' | 'savings',
) => figure(`creditor.${offer.debtId ?? offer.collectionId ?? offer.id}.${amount}`);

/** The headline over the tiles: each figure the sum of what the tiles show (api/domain/savings.ts). */
export const PaymentHeadlineFields = graphql(`
  fragment PaymentHeadlineFigures on PaymentHeadline {
    currentPayment
    newPayment
    monthlySavings
  }
`);

export type PaymentHeadline = ResultOf<typeof PaymentHeadlineFields>;

const incomeSources = ['selfReported', 'verified', 'estimated'] as const;

/** Where the summary's income came from: schema.graphql says String, the summary names these three. */
export const isIncomeSource = (source: string | null | undefined): source is (typeof incomeSources)[number] =>
  incomeSources.some((known) => known === source);
