import type { FlowVariant } from './agency';
import type { ApplicationStatus } from './applicationStatus';

/*
 * The borrower flow's pages and routes (borrower-application §2 and §4, service-portal §2): the
 * order of the credit and rental variants, resuming from a last-viewed page, the progress bar, and
 * where the flow goes after expenses, after the bank step and after 'Reduce My Payments'.
 */

export const routes = {
  aboutYou: '/application/about-you',
  lifeEvents: '/application/life-events',
  creditHistory: '/application/credit-history',
  rentalInformation: '/application/rental-information',
  personalInformation: '/application/personal-information',
  yourContact: '/application/your-contact',
  provideMonthlyIncome: '/application/income/provide-monthly-income',
  verifyIncome: '/application/income/verify-income',
  incomeSummary: '/application/income/income-summary',
  reasonForSkipping: '/application/income/reason-for-skipping',
  expenses: '/application/expenses',
  bankConnection: '/application/bank-connection',
  reasonForNotConnectingAccount: '/application/income/reason-for-not-connecting-account',
  pending: '/offers/pending',
  success: '/offers/success',
  decline: '/offers/decline',
  status: '/offers/status',
  callUs: '/offers/call-us',
  callOrConnectAccount: '/offers/call-or-connect-account',
  proposedPaymentSummary: '/offers/proposed-payment-summary',
  lenderGuide: '/offers/lender-guide',
  signContract: '/contract/sign',
  faq: '/faq',
} as const;

export type Route = (typeof routes)[keyof typeof routes];
export type ApplicationType = 'credit' | 'rental';

export const creditRoutes: readonly Route[] = [
  routes.aboutYou,
  routes.lifeEvents,
  routes.creditHistory,
  routes.yourContact,
  routes.provideMonthlyIncome,
  routes.expenses,
  routes.bankConnection,
  routes.reasonForNotConnectingAccount,
];

/** The rental variant ends at call-us: after expenses, and after an expenses error too. */
export const rentalRoutes: readonly Route[] = [
  routes.aboutYou,
  routes.lifeEvents,
  routes.rentalInformation,
  routes.personalInformation,
  routes.yourContact,
  routes.provideMonthlyIncome,
  routes.expenses,
  routes.callUs,
];

export function applicationRoutes(type: ApplicationType): readonly Route[] {
  return type === 'rental' ? rentalRoutes : creditRoutes;
}

/** The next page of the variant's sequence; undefined at its end or off it. */
export function nextRoute(type: ApplicationType, current: string): Route | undefined {
  const sequence = applicationRoutes(type);
  const index = sequence.indexOf(current as Route);
  return index < 0 ? undefined : sequence[index + 1];
}

/*
 * Resume: the two spec maps merged (borrower-application §2 "Resume", service-portal §2 "Route
 * helper"). The spec's list stops short; we add the pages it leaves out (RentalInformation,
 * PersonalInformation, ProposedPaymentSummary, LenderGuide) and send AdditionalIncome to the
 * income page, where additional income is asked.
 */
const resumeRoutes = new Map<string, Route>([
  ['AboutYou', routes.aboutYou],
  ['LifeEvents', routes.lifeEvents],
  ['CreditHistory', routes.creditHistory],
  ['RentalInformation', routes.rentalInformation],
  ['PersonalInformation', routes.personalInformation],
  ['YourContact', routes.yourContact],
  ['AdditionalIncome', routes.provideMonthlyIncome],
  ['BankConnectionSuccess', routes.provideMonthlyIncome],
  ['IncomeAdjustment', routes.provideMonthlyIncome],
  ['IncomeSummary', routes.provideMonthlyIncome],
  ['MonthlyIncome', routes.provideMonthlyIncome],
  ['ProvideMonthlyIncome', routes.provideMonthlyIncome],
  ['VerifyIncome', routes.provideMonthlyIncome],
  ['Expenses', routes.expenses],
  ['BankConnection', routes.bankConnection],
  ['ReasonForNotConnectingAccount', routes.reasonForNotConnectingAccount],
  ['CallOrConnectAccount', routes.callOrConnectAccount],
  ['CallScheduled', routes.pending],
  ['Pending', routes.pending],
  ['CallUs', routes.callUs],
  ['Decline', routes.decline],
  ['HardshipOffer', routes.success],
  ['Success', routes.success],
  ['OfferStatus', routes.status],
  ['ProposedPaymentSummary', routes.proposedPaymentSummary],
  ['LenderGuide', routes.lenderGuide],
  ['SignContract', routes.signContract],
]);

export function routeForLastViewedPage(name: string | null | undefined): Route {
  return resumeRoutes.get(name ?? '') ?? routes.aboutYou;
}

/** The page name recorded as lastViewedPage / lastCompletedPage for a route of the flow. */
const pageNames = new Map<string, string>([
  [routes.aboutYou, 'AboutYou'],
  [routes.lifeEvents, 'LifeEvents'],
  [routes.creditHistory, 'CreditHistory'],
  [routes.rentalInformation, 'RentalInformation'],
  [routes.personalInformation, 'PersonalInformation'],
  [routes.yourContact, 'YourContact'],
  [routes.provideMonthlyIncome, 'ProvideMonthlyIncome'],
  [routes.verifyIncome, 'VerifyIncome'],
  [routes.incomeSummary, 'IncomeSummary'],
  [routes.expenses, 'Expenses'],
  [routes.bankConnection, 'BankConnection'],
  [routes.reasonForNotConnectingAccount, 'ReasonForNotConnectingAccount'],
  [routes.pending, 'Pending'],
  [routes.success, 'Success'],
  [routes.decline, 'Decline'],
  [routes.status, 'OfferStatus'],
  [routes.callUs, 'CallUs'],
  [routes.callOrConnectAccount, 'CallOrConnectAccount'],
  [routes.proposedPaymentSummary, 'ProposedPaymentSummary'],
  [routes.lenderGuide, 'LenderGuide'],
  [routes.signContract, 'SignContract'],
]);

export function pageNameForRoute(route: string): string | undefined {
  return pageNames.get(route);
}

export type ProgressStage = 'personalInformation' | 'incomeAndExpenses' | 'connectBankAccount';

export const progressStageLabels: Record<ProgressStage, string> = {
  personalInformation: 'Personal information',
  incomeAndExpenses: 'Income and expenses',
  connectBankAccount: 'Connect bank account',
};

const stageOfPage = new Map<string, ProgressStage>([
  ['AboutYou', 'personalInformation'],
  ['CreditHistory', 'personalInformation'],
  ['LifeEvents', 'personalInformation'],
  ['PersonalInformation', 'personalInformation'],
  ['RentalInformation', 'personalInformation'],
  ['YourContact', 'personalInformation'],
  ['Expenses', 'incomeAndExpenses'],
  ['ProvideMonthlyIncome', 'incomeAndExpenses'],
  ['VerifyIncome', 'incomeAndExpenses'],
  ['IncomeSummary', 'incomeAndExpenses'],
  ['BankConnection', 'connectBankAccount'],
]);

/** The progress bar's stage of a page name; undefined for pages outside the bar (offers). */
export function progressStage(page: string): ProgressStage | undefined {
  return stageOfPage.get(page);
}

export type CreditPullStatus = 'notAttempted' | 'inProgress' | 'pulled' | 'notPulled';

/**
 * After an expenses submit. Rental goes to call-us whatever happened. Credit: a failed estimate or
 * save goes to pending; otherwise the bank connection once the pull's result is known (pulled or
 * not; a pulled credit report also starts risk scores and the decision). Null: wait for the pull.
 */
export function nextPageAfterExpenses(facts: {
  type: ApplicationType;
  saveFailed: boolean;
  creditPull: CreditPullStatus;
}): Route | null {
  if (facts.type === 'rental') return routes.callUs;
  if (facts.saveFailed) return routes.pending;
  if (facts.creditPull === 'pulled' || facts.creditPull === 'notPulled') return routes.bankConnection;
  return null;
}

/**
 * The borrower flow sets 'Submitted' on expenses submit. It only moves an application that is still
 * 'In Progress': the later statuses are staff work (contacted, transferred, archived) that a
 * borrower finishing a page must not undo.
 */
export function statusAfterExpensesSubmit(status: ApplicationStatus): ApplicationStatus {
  return status === 'In Progress' ? 'Submitted' : status;
}

/**
 * After the bank step or the reason page (borrower-application §4). `isQualified` null means no
 * decision yet, which waits on the pending page like a failure does. The default variant has no
 * success or decline page: a qualified borrower reads the proposed payment summary, anyone else
 * waits on pending for a counsellor.
 */
export function offerRouteAfterBank(
  facts: {
    creditPulled: boolean;
    riskScoresFailed: boolean;
    decisionFailed: boolean;
    isQualified: boolean | null;
  },
  variant: FlowVariant,
): Route {
  if (!facts.creditPulled || facts.riskScoresFailed || facts.decisionFailed || facts.isQualified == null) {
    return routes.pending;
  }
  if (variant === 'default') return facts.isQualified ? routes.proposedPaymentSummary : routes.pending;
  return facts.isQualified ? routes.success : routes.decline;
}

/** The pages that show the borrower their decision, so it is marked presented before they open. */
export const presentsDecision = (route: string): boolean =>
  route === routes.success || route === routes.decline || route === routes.proposedPaymentSummary;

/**
 * 'Reduce My Payments' on Success. Without bank linking (live without Plaid) nothing can be
 * connected, so the borrower is not asked to: they call.
 */
export function routeAfterReduceMyPayments(hasBankConnected: boolean, bankLinking: boolean): Route {
  return hasBankConnected || !bankLinking ? routes.callUs : routes.callOrConnectAccount;
}

/** How long a started decision is waited on before an unchanged submit may start it again. */
export const decisionLeaseMs = 5 * 60_000;

/**
 * Whether an expenses submit starts the decision (risk scores, budget, decision). A submit that
 * changes an amount always does. An unchanged one — a double tap, a retried request — does only
 * when no decision was started, or the one started neither finished nor is still running (its
 * process died: after the lease). So two submits at once make one decision.
 */
export function decisionAfterSubmit(facts: {
  linesChanged: boolean;
  requestedAt: string | null;
  decidedAt: string | null;
  now: Date;
}): boolean {
  if (facts.linesChanged || facts.requestedAt === null) return true;
  if (facts.decidedAt !== null && facts.decidedAt >= facts.requestedAt) return false;
  return facts.now.getTime() - Date.parse(facts.requestedAt) >= decisionLeaseMs;
}
