/*
 * What the offer pages read of the application (schema.graphql): each page asks for its own
 * selection, built from these pieces so every page names a field the same way.
 */

export interface OfferFigures {
  id: string;
  lenderName: string | null;
  lenderFriendlyName: string | null;
  accountLastFour: string | null;
  balance: number | null;
  currentPayment: number | null;
  payment: number | null;
  term: number | null;
  currentApr: number | null;
  proposedApr: number | null;
}

/** The server lists offers highest balance first (borrower-application §9), so pages keep its order. */
export const offerFields =
  'offers { id lenderName lenderFriendlyName accountLastFour balance currentPayment payment term currentApr proposedApr }';

export interface FinancialSummaryFigures {
  monthlyIncome: number | null;
  incomeSource: 'selfReported' | 'verified' | 'estimated' | null;
  expenses: number | null;
  debtPayments: number | null;
  debtPaymentsBasis: 'plan' | 'today' | null;
  disposableIncome: number | null;
}

export const financialSummaryFields =
  'financialSummary { monthlyIncome incomeSource expenses debtPayments debtPaymentsBasis disposableIncome }';

export const lenderOf = (offer: OfferFigures) => offer.lenderFriendlyName ?? offer.lenderName ?? '';

/** The headline over the tiles: each figure the sum of what the tiles show (api/domain/savings.ts). */
export interface PaymentHeadline {
  currentPayment: number | null;
  newPayment: number | null;
  monthlySavings: number | null;
}

export const paymentHeadlineFields = 'paymentHeadline { currentPayment newPayment monthlySavings }';
