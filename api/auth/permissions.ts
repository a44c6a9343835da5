import { mayDo, type Action } from '../domain/permissions';
import { AppError, notFound } from '../errors';
import type { Viewer } from './viewer';

/**
 * Deny by default: every GraphQL root field and every REST route has a rule here, and the server
 * refuses to start when one is missing.
 * - public: anyone; signedIn: any signed-in user (object ownership is checked in the service);
 * - borrower: a signed-in borrower, never staff (what only the borrower may do, such as signing
 *   their plan; ownership is checked in the service);
 * - an action of staff: the groups the actions table allows (api/domain/permissions.ts).
 */
export type Rule = 'public' | 'signedIn' | 'borrower' | Action;

const staffReadable = [
  'Application',
  'Borrower',
  'Spouse',
  'Hardship',
  'RentalApplication',
  'DmpEnrollment',
  'RentalReliefPlan',
  'ContactAttempt',
  'CreditReport',
  'CreditReview',
  'Debt',
  'Decision',
  'Offer',
  'ExpenseEstimate',
  'BankItem',
  'DebtScore',
  'IncomeSnapshot',
  'Alert',
  'AuditLogEntry',
  'Rep',
] as const;

const plural = (name: string) => (name.endsWith('y') ? `${name.slice(0, -1)}ies` : `${name}s`);

const listRules = Object.fromEntries(
  staffReadable.flatMap((name) => [
    [`Query.${name}`, 'records:read'],
    [`Query.all${plural(name)}`, 'records:read'],
    [`Query._all${plural(name)}Meta`, 'records:read'],
  ]),
) as Record<string, Rule>;

export const permissions: Record<string, Rule> = {
  ...listRules,
  'Query.me': 'public',
  'Query.myApplication': 'signedIn',
  // A borrower may read their own application (checked in the service); staff any.
  'Query.Application': 'signedIn',
  'Query.Email': 'outbox:read',
  'Query.allEmails': 'outbox:read',
  'Query._allEmailsMeta': 'outbox:read',
  'Mutation.updateApplication': 'application:update',
  'Mutation.updateBorrower': 'borrower:update',
  'Mutation.claimApplication': 'application:claim',
  'Mutation.takeOverApplication': 'application:claim',
  'Mutation.unclaimApplication': 'application:claim',
  'Mutation.reassignApplications': 'application:reassign',
  'Mutation.reassignAllClaims': 'application:reassign',
  'Mutation.deactivateRep': 'reps:manage',
  'Mutation.archiveApplication': 'application:archive',
  'Mutation.unarchiveApplication': 'application:archive',
  'Mutation.undoArchiveApplication': 'application:archive',
  'Mutation.createContactAttempt': 'contactAttempt:create',
  'Mutation.updateContactAttempt': 'contactAttempt:create',
  'Mutation.sendReconnectLink': 'reconnectLink:send',
  'Query.expenseComparison': 'records:read',
  'Query.planAgreements': 'records:read',
  'Query.savedQueries': 'workspace:keep',
  'Query.formDraft': 'workspace:keep',
  'Query.floorStats': 'floor:read',
  'Query.staffWorkload': 'reps:manage',
  'Mutation.createSavedQuery': 'workspace:keep',
  'Mutation.updateSavedQuery': 'workspace:keep',
  'Mutation.deleteSavedQuery': 'workspace:keep',
  'Mutation.saveFormDraft': 'workspace:keep',
  'Mutation.discardFormDraft': 'workspace:keep',
  'Mutation.revealAccountNumber': 'accountNumber:reveal',
  'Mutation.retryEmail': 'outbox:retry',
  'Mutation.saveCreditReview': 'creditReview:manage',
  'Mutation.importCreditReviewReport': 'creditReview:manage',
  'Mutation.completeCreditReview': 'creditReview:manage',
  'Mutation.createDmpEnrollment': 'plan:manage',
  'Mutation.updateDmpEnrollment': 'plan:manage',
  'Mutation.createRentalReliefPlan': 'plan:manage',
  'Mutation.updateRentalReliefPlan': 'plan:manage',
  'Mutation.updateAlert': 'alert:update',
  'Query.demoDataJob': 'demoData:load',
  'Mutation.loadDemoData': 'demoData:load',
  'Query.Creditor': 'creditorTerms:read',
  'Query.allCreditors': 'creditorTerms:read',
  'Query._allCreditorsMeta': 'creditorTerms:read',
  'Query.creditorTermsReview': 'creditorTerms:read',
  'Mutation.createCreditor': 'creditorTerms:manage',
  'Mutation.updateCreditor': 'creditorTerms:manage',
  'Mutation.markCreditorTermsReviewed': 'creditorTerms:manage',
  'Mutation.createRep': 'reps:manage',
  'Mutation.updateRep': 'reps:manage',
  // The borrower flow: the service checks the application's owner (staff may act for a caller).
  'Query.bankLinkToken': 'signedIn',
  'Subscription.onUpdatePlaidItem': 'signedIn',
  'Subscription.onApplicationChanged': 'records:read',
  'Subscription.onApplicationsChanged': 'records:read',
  'Mutation.saveAboutYou': 'public',
  'Mutation.saveLifeEvents': 'signedIn',
  'Mutation.saveCreditHistory': 'signedIn',
  'Mutation.saveRentalInformation': 'signedIn',
  'Mutation.savePersonalInformation': 'signedIn',
  'Mutation.saveYourContact': 'signedIn',
  'Mutation.correctAddress': 'signedIn',
  'Mutation.saveMonthlyIncome': 'signedIn',
  'Mutation.updateExpense': 'signedIn',
  'Mutation.saveExpenseLines': 'signedIn',
  'Mutation.submitExpenses': 'signedIn',
  'Mutation.signContract': 'borrower',
  'Mutation.saveReasonForNotConnecting': 'signedIn',
  'Mutation.connectBankAccount': 'signedIn',
  'Mutation.verifyIncomePrediction': 'signedIn',
  'Mutation.presentDecision': 'signedIn',
  'Mutation.acceptDecision': 'signedIn',
  'Mutation.recordLastViewedPage': 'signedIn',
  // The customer portal: the signed-in borrower's own records, found from the session.
  'Query.myPortal': 'borrower',
  'Mutation.markAlertSeen': 'borrower',
  'Mutation.reconnectBankItem': 'borrower',
  // REST routes
  'POST /auth/sign-in': 'public',
  'POST /auth/sign-out': 'public',
  'GET /auth/me': 'public',
  'POST /auth/keep-alive': 'signedIn',
  // Account flows: the code or the old password is the proof; must-change-password is gated in passwordChangeGate.
  'POST /auth/forgot-password': 'public',
  'POST /auth/set-password-link': 'signedIn',
  'POST /auth/verification-code': 'public',
  'POST /auth/reset-password': 'public',
  'POST /auth/complete-new-password': 'signedIn',
  'POST /auth/change-password': 'signedIn',
  'POST /auth/change-email': 'signedIn',
  // The link mailed to the new address is the proof, whoever is signed in where it is opened.
  'POST /auth/confirm-email': 'public',
  // The one-time link's token is the proof (live's first lead, api/services/workspaceSetup.ts).
  'POST /auth/first-lead': 'public',
  'GET /auth/first-lead': 'public',
  // The second step of a sign-in comes before there is a signed-in user: the pending sign-in of the
  // session (a right password) is checked in the route; Settings' enrolment needs a signed-in user.
  'POST /auth/two-factor': 'public',
  'POST /auth/two-factor/enrolment': 'public',
  'POST /auth/two-factor/enrolment/confirm': 'public',
  'POST /auth/two-factor/off': 'signedIn',
  'POST /auth/two-factor/practice': 'signedIn',
  'Mutation.resetSecondFactor': 'reps:manage',
  'Query.ReadLogEntry': 'readLog:read',
  'Query.allReadLogEntries': 'readLog:read',
  'Query._allReadLogEntriesMeta': 'readLog:read',
  'Query.ReadFlag': 'readLog:read',
  'Query.allReadFlags': 'readLog:read',
  'Query._allReadFlagsMeta': 'readLog:read',
  'GET /api/user': 'records:read',
  'GET /api/users': 'records:read',
  'GET /healthz': 'public',
  'POST /api/debt-score': 'signedIn',
  'POST /api/items': 'signedIn',
  'POST /api/income/predict': 'signedIn',
  'POST /api/reports': 'signedIn',
  'POST /api/contact': 'signedIn',
  'POST /api/twilio/verify-phone': 'public',
  'POST /api/risk-score': 'signedIn',
  'POST /api/propose-budgets': 'signedIn',
  'POST /api/decision': 'signedIn',
  'POST /api/expenses/estimate': 'signedIn',
  'GET /api/lender-guide.pdf': 'borrower',
  'GET /api/signed-agreement.pdf': 'borrower',
  // Plaid calls it; the Plaid-Verification JWT is checked instead of a session.
  'POST /webhook': 'public',
};

export function ruleFor(operation: string): Rule {
  const rule = permissions[operation];
  if (!rule) throw new AppError('FORBIDDEN', 'This operation is not allowed');
  return rule;
}

export function assertAllowed(rule: Rule, viewer: Viewer | null): void {
  if (rule === 'public') return;
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  if (rule === 'signedIn') return;
  if (rule === 'borrower' ? !viewer.isStaff : mayDo(viewer, rule)) return;
  throw new AppError('FORBIDDEN', 'You do not have access to this');
}

/**
 * A use case's own check, graphql-hive's way: every service a transport calls starts with it, so a
 * new transport cannot skip it (the GraphQL field guard and the REST rule stay as a first line).
 */
export function requirePermission(viewer: Viewer | null, rule: Rule): Viewer {
  assertAllowed(rule, viewer);
  return viewer!;
}

/**
 * Object level: a borrower reaches only what they own; staff reach everything. Someone else's record
 * is answered as an unknown one (NOT_FOUND, named `what`): a refusal would tell that the id exists.
 */
export function assertOwnerOrStaff(viewer: Viewer, owner: string | null | undefined, what: string): void {
  if (viewer.isStaff || (owner != null && owner === viewer.id)) return;
  throw notFound(what);
}
