import { inTransaction, readData, type Data } from '../../data/bound';
import type { Viewer } from '../../auth/viewer';
import {
  offerRouteAfterBank,
  pageNameForRoute,
  routeAfterReduceMyPayments,
  routes,
} from '../../domain/applicationFlow';
import { AppError, borrowerSave } from '../../errors';
import type { ServiceDeps } from '../deps';
import { recordOutreachEvent } from './outreach';
import { ownedApplication } from './ownership';
import { recordReached, stepTakenNow } from './progress';
import { validateReasonForNotConnecting } from '../../domain/applicationForms';
import { saveStep } from './saveStep';

type ApplicationRow = Awaited<ReturnType<typeof ownedApplication>>;

/** Where the borrower goes after the bank step or the reason page (borrower-application §4). */
export async function offerRoute(
  deps: ServiceDeps,
  application: ApplicationRow,
  data: Data = readData(deps.database),
) {
  const decision = await data.decisions.latestDecisionOf(application.id);
  const pulled = application.creditPullStatus === 'pulled';
  return offerRouteAfterBank(
    {
      creditPulled: pulled,
      riskScoresFailed: false,
      decisionFailed: pulled && !decision,
      isQualified: decision ? decision.isQualified : null,
    },
    deps.flowVariant,
  );
}

async function moveTo(deps: ServiceDeps, applicationId: string, route: string) {
  const page = pageNameForRoute(route);
  return inTransaction(deps.database, (data) =>
    page
      ? recordReached(data, applicationId, page)
      : data.applications.updateApplicationFields(applicationId, stepTakenNow()),
  );
}

/**
 * Reason for not connecting: 'Other' needs its text; any other reason clears it. The reason and the
 * offers page the borrower goes on to are saved together.
 */
export function reasonForNotConnecting(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { applicationId: string; reason?: string | null; otherReason?: string | null },
) {
  return saveStep(deps, viewer, input.applicationId, {
    route: routes.reasonForNotConnectingAccount,
    validate: () => validateReasonForNotConnecting(input),
    write: async (_data, _application, values) => ({
      reasonForNotConnectingBank: values.reasonForNotConnectingBank,
    }),
    offerNext: (data, application) => offerRoute(deps, application, data),
  });
}

/**
 * Presenting: a qualified decision and its offers are marked presented and the borrower goes to
 * success (an obtainedOffer event is logged); not qualified goes to decline; none yet to pending.
 */
export async function presentDecision(deps: ServiceDeps, viewer: Viewer, applicationId: string) {
  const { database } = deps;
  const data = readData(database);
  const application = await ownedApplication(data, viewer, applicationId);
  const nextRoute = await offerRoute(deps, application);
  const decision = await data.decisions.latestDecisionOf(application.id);
  if (decision) {
    await inTransaction(database, async (data) => {
      await data.decisions.updateDecisionFields(decision.id, { wasPresentedToBorrower: true });
      if (decision.isQualified) await data.decisions.markOffersOfDecisionPresented(decision.id);
    });
    if (decision.isQualified && application.applicationBorrowerId)
      await recordOutreachEvent(deps, viewer, application.applicationBorrowerId, 'obtainedOffer');
  }
  return { application: await moveTo(deps, application.id, nextRoute), nextRoute };
}

export const declineCannotBeAccepted = 'There is no offer to accept: the application was not qualified.';
export const offersNotTakenOnline =
  'Plans are arranged with a counselor here: there is no offer to accept online. Please call us.';

/** 'Reduce My Payments': accepted, then call-us with a bank connected, else call-or-connect. */
export const acceptDecision = borrowerSave(async function acceptDecision(
  deps: ServiceDeps,
  viewer: Viewer,
  applicationId: string,
) {
  const { database } = deps;
  const data = readData(database);
  const application = await ownedApplication(data, viewer, applicationId);
  // The default variant has no 'Reduce My Payments' (borrower-application §2): nothing to take.
  if (deps.flowVariant === 'default') throw new AppError('CONFLICT', offersNotTakenOnline);
  const decision = await data.decisions.latestDecisionOf(application.id);
  if (!decision) return { application, nextRoute: routes.pending };
  // Only an offer can be taken: a decline is never accepted, whatever page sent it.
  if (!decision.isQualified) throw new AppError('CONFLICT', declineCannotBeAccepted);
  await inTransaction(database, (data) =>
    data.decisions.updateDecisionFields(decision.id, { wasAcceptedByBorrower: true }),
  );
  const [connectedBankItems] = await data.batchQueries.connectedBankItemCounts([application.id]);
  const nextRoute = routeAfterReduceMyPayments(connectedBankItems > 0, deps.integrations.bankLink !== null);
  return { application: await moveTo(deps, application.id, nextRoute), nextRoute };
});

export async function recordLastViewedPage(
  deps: ServiceDeps,
  viewer: Viewer,
  applicationId: string,
  page: string,
) {
  const application = await ownedApplication(readData(deps.database), viewer, applicationId);
  return inTransaction(deps.database, (data) => recordReached(data, application.id, page.slice(0, 60)));
}
