import type { ApplicationType } from '../../api/domain/applicationFlow';

/*
 * Where borrowers stop in the flow (borrower-application §2 and §4). A stop is the page last viewed,
 * the page last completed and how far the answers reach (the stage), which decides what data exists:
 * no address before Your contact, no credit report before the pull, no estimates before the income
 * page, no decision before the expenses submit. Stops after the bank step name the decision they
 * need; the tree takes the matching stop once the decision is made (see borrowerTree.ts).
 * The weights give a web form's funnel: over half stop on the first two pages, under a fifth reach
 * expenses (the showcase, catalog/showcase.ts, makes sure a small set still shows every page).
 */

export const stages = [
  'aboutYou',
  'lifeEvents',
  'household',
  'personalInformation',
  'yourContact',
  'monthlyIncome',
  'expensesFetched',
  'expensesSubmitted',
  'bankStep',
  'offerAccepted',
] as const;
export type Stage = (typeof stages)[number];

export const reached = (stage: Stage, atLeast: Stage) => stages.indexOf(stage) >= stages.indexOf(atLeast);

/** What the decision must be for the stop to make sense: offers, a decline, or none at all. */
export type Outcome = 'offers' | 'decline' | 'none';
export type BankStep = 'connected' | 'notConnected';

export interface Stop {
  lastViewedPage: string;
  lastCompletedPage: string;
  stage: Stage;
  outcome?: Outcome;
  bank?: BankStep;
}

const stop = (
  lastViewedPage: string,
  lastCompletedPage: string,
  stage: Stage,
  extra: Partial<Stop> = {},
): Stop => ({
  lastViewedPage,
  lastCompletedPage,
  stage,
  ...extra,
});

/* Borrowers who came back to About you after submitting it see it again: it is their last viewed page. */
const creditStops: readonly (readonly [Stop, number])[] = [
  [stop('AboutYou', 'AboutYou', 'aboutYou'), 22],
  [stop('LifeEvents', 'AboutYou', 'aboutYou'), 56],
  [stop('CreditHistory', 'LifeEvents', 'lifeEvents'), 11],
  [stop('YourContact', 'CreditHistory', 'household'), 13],
  [stop('ProvideMonthlyIncome', 'YourContact', 'yourContact'), 21],
  [stop('MonthlyIncome', 'YourContact', 'yourContact'), 2],
  [stop('IncomeAdjustment', 'YourContact', 'yourContact'), 2],
  [stop('AdditionalIncome', 'YourContact', 'yourContact'), 2],
  [stop('Expenses', 'ProvideMonthlyIncome', 'expensesFetched'), 4],
  [stop('BankConnection', 'Expenses', 'expensesSubmitted', { bank: 'notConnected' }), 2],
  [stop('ReasonForNotConnectingAccount', 'BankConnection', 'expensesSubmitted', { bank: 'notConnected' }), 2],
  [stop('BankConnectionSuccess', 'BankConnection', 'bankStep', { bank: 'connected' }), 1],
  [stop('VerifyIncome', 'BankConnection', 'bankStep', { bank: 'connected' }), 1],
  [stop('IncomeSummary', 'VerifyIncome', 'bankStep', { bank: 'connected' }), 1],
  [stop('Pending', 'BankConnection', 'bankStep', { outcome: 'none' }), 2],
  [stop('CallScheduled', 'Pending', 'bankStep', { outcome: 'none' }), 2],
  [stop('Success', 'BankConnection', 'bankStep', { outcome: 'offers' }), 4],
  [stop('HardshipOffer', 'BankConnection', 'bankStep', { outcome: 'offers' }), 1],
  [stop('ProposedPaymentSummary', 'Success', 'bankStep', { outcome: 'offers' }), 2],
  [stop('LenderGuide', 'ProposedPaymentSummary', 'bankStep', { outcome: 'offers' }), 1],
  [stop('OfferStatus', 'Success', 'bankStep', { outcome: 'offers' }), 1],
  [stop('CallUs', 'Success', 'offerAccepted', { outcome: 'offers', bank: 'connected' }), 2],
  [stop('CallOrConnectAccount', 'Success', 'offerAccepted', { outcome: 'offers', bank: 'notConnected' }), 2],
  [stop('SignContract', 'CallUs', 'offerAccepted', { outcome: 'offers', bank: 'connected' }), 1],
  [stop('Decline', 'BankConnection', 'bankStep', { outcome: 'decline' }), 2],
];

const rentalStops: readonly (readonly [Stop, number])[] = [
  [stop('AboutYou', 'AboutYou', 'aboutYou'), 16],
  [stop('LifeEvents', 'AboutYou', 'aboutYou'), 42],
  [stop('RentalInformation', 'LifeEvents', 'lifeEvents'), 12],
  [stop('PersonalInformation', 'RentalInformation', 'household'), 9],
  [stop('YourContact', 'PersonalInformation', 'personalInformation'), 10],
  [stop('ProvideMonthlyIncome', 'YourContact', 'yourContact'), 15],
  [stop('Expenses', 'ProvideMonthlyIncome', 'expensesFetched'), 6],
  [stop('CallUs', 'Expenses', 'expensesSubmitted'), 13],
];

export function stopsFor(type: ApplicationType): readonly (readonly [Stop, number])[] {
  return type === 'rental' ? rentalStops : creditStops;
}

/**
 * The credit stop to take when the decision turned out otherwise than the planned stop needs; 'none'
 * is where a failed pull ends: pending.
 */
export function stopForOutcome(outcome: Outcome): Stop {
  if (outcome === 'none') return stop('Pending', 'BankConnection', 'bankStep', { outcome });
  return outcome === 'offers'
    ? stop('Success', 'BankConnection', 'bankStep', { outcome })
    : stop('Decline', 'BankConnection', 'bankStep', { outcome });
}
