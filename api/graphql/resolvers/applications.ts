import {
  applicationDefaultSort,
  countApplications,
  listedApplications,
  narrowsToFew,
  pageOfApplications,
  type ApplicationRow,
  type ListedPage,
} from '../../data/applicationList';
import { readData } from '../../data/bound';
import { routeForLastViewedPage } from '../../domain/applicationFlow';
import { activePlanPayment, financialSummary } from '../../domain/financialSummary';
import { offerPages, portalStanding, type OfferFacts } from '../../domain/offerPages';
import { signerOrder, signersOf, type Signer } from '../../domain/contractSignature';
import type { AgreementTerms, PlanRow } from '../../domain/agreementTerms';
import { planStateOf } from '../../domain/agreementVersions';
import { proposedAgreementView, signedAgreementView } from '../../services/agreements/agreementViews';
import { estimatedIncome } from '../../domain/incomePrediction';
import { callingStatus, type CallingStatus } from '../../domain/callingHours';
import { incomeShown } from '../../domain/incomeShown';
import { routerLabel } from '../../domain/router';
import { borrowerTimeZone } from '../../domain/timeZones';
import * as actions from '../../services/applicationActions';
import { reassignAllClaims, reassignApplications } from '../../services/reassign';
import { updateApplication } from '../../services/records';
import { viewApplication } from '../../services/applicationRead';
import type { ApplicationFacts } from '../../data/applicationFacts';
import { requireViewer, type Context } from '../context';
import { requireArgs } from '../requiredArgs';
import { trackExport } from '../readTracking';
import type { Loaders } from '../loaders';
import { listResolvers } from '../listPasses';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers';
import { callbackReminderAt } from '../../domain/callbackReminder';

const applicationLists = listResolvers<ApplicationRow>({
  listField: 'allApplications',
  defaultSort: applicationDefaultSort,
  onePass: narrowsToFew,
  pageAndTotal: async (ctx, args) => {
    const page = await pageOfApplications(ctx.database, args, ctx.now());
    return { rows: listed(ctx, page), total: page.total };
  },
  page: async (ctx, args) => listed(ctx, await listedApplications(ctx.database, args, ctx.now())),
  count: (ctx, filter) => countApplications(ctx.database, { filter }, ctx.now()),
});

/**
 * A page's rows with the facts and the recent calls its statement read: their fields answer without
 * a query or a promise.
 */
function listed(ctx: Context, { rows, facts, recentCalls }: ListedPage) {
  rows.forEach((row, i) => {
    ctx.loaders.applicationFacts.prime(row.id, facts[i]);
    ctx.loaders.recentPhoneCalls.prime(row.id, recentCalls[i]);
    ctx.loaders.listedRows.set(row, { facts: facts[i], recentCalls: recentCalls[i] });
  });
  return rows;
}

export const applicationQueryResolvers = {
  Application: (_, { id }, ctx) =>
    viewApplication(ctx.deps, requireViewer(ctx), id, (key) => ctx.loaders.application.load(key)),
  myApplication: (_, __, ctx) =>
    readData(ctx.database).applications.newestOwnedApplication(requireViewer(ctx).id),
  allApplications: async (parent, args, ctx) => {
    const rows = await applicationLists.list(parent, args, ctx);
    await trackExport(ctx, rows);
    return rows;
  },
  _allApplicationsMeta: applicationLists.meta,
} satisfies QueryResolvers;

export const applicationMutationResolvers = {
  updateApplication: (_, args, ctx) =>
    updateApplication(ctx.deps, requireViewer(ctx), requireArgs(args, 'id')),
  claimApplication: (_, { id }, ctx) => actions.claimApplication(ctx.deps, requireViewer(ctx), id),
  takeOverApplication: (_, { id, fromRepId }, ctx) =>
    actions.takeOverApplication(ctx.deps, requireViewer(ctx), id, fromRepId),
  unclaimApplication: (_, { id }, ctx) => actions.unclaimApplication(ctx.deps, requireViewer(ctx), id),
  reassignApplications: (_, { ids, toRepId }, ctx) =>
    reassignApplications(ctx.deps, requireViewer(ctx), ids, toRepId),
  reassignAllClaims: (_, args, ctx) =>
    reassignAllClaims(ctx.deps, requireViewer(ctx), args.fromRepId, args.toRepId),
  archiveApplication: (_, { id }, ctx) => actions.archiveApplication(ctx.deps, requireViewer(ctx), id),
  unarchiveApplication: (_, { id }, ctx) => actions.unarchiveApplication(ctx.deps, requireViewer(ctx), id),
  undoArchiveApplication: (_, { id }, ctx) =>
    actions.undoArchiveApplication(ctx.deps, requireViewer(ctx), id),
} satisfies MutationResolvers;

const placeOf = (facts: ApplicationFacts) => ({ state: facts.borrowerState, zipCode: facts.borrowerZipCode });

/** The borrower's zone from state and ZIP (a row's facts). */
const zoneOfFacts = (facts: ApplicationFacts) => borrowerTimeZone(facts.borrowerState, facts.borrowerZipCode);

/** Whether a rep may call now and why not: the borrower's place and the calls of the last days. */
async function callingOf(a: ApplicationRow, ctx: Context) {
  const [facts, calls] = await Promise.all([factsOf(a, ctx), ctx.loaders.recentPhoneCalls.load(a.id)]);
  return callingStatus(placeOf(facts), calls, ctx.now());
}

const estimatedIncomeOf = async (a: ApplicationRow, loaders: Loaders) =>
  estimatedIncome(await loaders.incomePredictionsByApplication.load(a.id));

/** The summary's facts through the batched loaders (the lender guide's PDF reads the same ones). */
async function summaryOf(a: ApplicationRow, loaders: Loaders) {
  const [incomePredictions, expenseEstimates, latestDecision, debts, plans] = await Promise.all([
    loaders.incomePredictionsByApplication.load(a.id),
    loaders.expenseEstimatesByApplication.load(a.id),
    loaders.latestDecision.load(a.id),
    loaders.debtSummary.load(a.id),
    loaders.dmpByApplication.load(a.id),
  ]);
  return financialSummary({
    application: a,
    incomePredictions,
    expenseEstimates,
    latestDecision,
    currentDebtPayments: debts.monthlyPayments,
    planPayment: a.type === 'rental' ? null : activePlanPayment(plans),
  });
}

const noFacts: ApplicationFacts = {
  borrowerName: null,
  assignedToName: null,
  hasOffers: false,
  isEnrolledInAPlan: false,
  borrowerState: null,
  borrowerZipCode: null,
  callbackAt: null,
};

/**
 * The list row's facts: from the page's own query when a list read them, else one batched query;
 * a row deleted since it was read (a demo-data reset) has none, as its borrower and decision had none.
 */
const factsOf = async (a: ApplicationRow, ctx: Context) =>
  (await ctx.loaders.applicationFacts.load(a.id)) ?? noFacts;

/** A fact of a row a list's page read, without a promise; of any other row through the batched loader. */
const fact =
  <T>(of: (facts: ApplicationFacts) => T) =>
  (a: ApplicationRow, _: unknown, ctx: Context): T | Promise<T> => {
    const listed = ctx.loaders.listedRows.get(a);
    return listed ? of(listed.facts) : factsOf(a, ctx).then(of);
  };

/**
 * A calling field: for a row a list's page read, its status computed once from the facts and the
 * recent calls the page's statement counted, without a promise; for any other row through the loaders.
 */
const calling =
  <K extends keyof CallingStatus>(key: K) =>
  (a: ApplicationRow, _: unknown, ctx: Context): CallingStatus[K] | Promise<CallingStatus[K]> => {
    const listed = ctx.loaders.listedRows.get(a);
    if (!listed) return callingOf(a, ctx).then((status) => status[key]);
    listed.calling ??= callingStatus(placeOf(listed.facts), listed.recentCalls, ctx.now());
    return listed.calling[key];
  };

const first = async <T>(rows: Promise<T[]>) => (await rows)[0] ?? null;

/** Where the borrower stands for the offers pages, through the batched loaders. */
async function offerFactsOf(a: ApplicationRow, ctx: Context): Promise<OfferFacts> {
  const { loaders, deps } = ctx;
  const [decision, connected] = await Promise.all([
    loaders.latestDecision.load(a.id),
    loaders.connectedBankItemCount.load(a.id),
  ]);
  return {
    type: a.type === 'rental' ? 'rental' : 'credit',
    variant: deps.flowVariant,
    decision: decision ?? null,
    hasBankConnected: connected > 0,
    plan: await planStateOfApplication(a, ctx),
  };
}

/** The plan's state (api/domain/agreementVersions.ts) through the request's loaders. */
async function planStateOfApplication(a: ApplicationRow, { loaders, deps }: Context) {
  const [decision, dmps, rentalPlans, versions] = await Promise.all([
    loaders.latestDecision.load(a.id),
    loaders.dmpByApplication.load(a.id),
    loaders.rentalPlanByApplication.load(a.id),
    loaders.agreementVersionsByApplication.load(a.id),
  ]);
  const plan: PlanRow | null =
    a.type === 'rental'
      ? rentalPlans[0]
        ? { kind: 'rental', row: rentalPlans[0] }
        : null
      : dmps[0]
        ? { kind: 'credit', row: dmps[0] }
        : null;
  const ordered = versions
    .map((v) => ({ ...v, terms: v.terms as unknown as AgreementTerms }))
    .sort((x, y) => x.version - y.version);
  return planStateOf(ordered, { plan, decisionId: decision?.id ?? null, fees: deps.fees });
}

/**
 * The signatures of the agreement in force: its newest signed version's, else those given before
 * agreements had versions (none of a version only begun).
 */
async function signaturesInForce(a: ApplicationRow, { loaders }: Context) {
  const [versions, signatures] = await Promise.all([
    loaders.agreementVersionsByApplication.load(a.id),
    loaders.contractSignatureByApplication.load(a.id),
  ]);
  const inForce = versions.find((v) => v.signedAt !== null);
  return signatures
    .filter((s) => s.agreementId === (inForce?.id ?? null))
    .sort((x, y) => signerOrder.indexOf(x.signer as Signer) - signerOrder.indexOf(y.signer as Signer));
}

export const applicationTypeResolvers = {
  Application: {
    routerLabel: (a) => routerLabel(a.router),
    awaitsCreditReview: async (a, _, ctx) =>
      (await ctx.loaders.creditReviewsByApplication.load(a.id)).some((r) => r.status === 'awaiting'),
    borrower: (a, _, ctx) =>
      a.applicationBorrowerId ? ctx.loaders.borrower.load(a.applicationBorrowerId) : null,
    borrowerName: fact((f) => f.borrowerName),
    borrowerEmail: async (a, _, ctx) =>
      a.applicationBorrowerId
        ? ((await ctx.loaders.borrower.load(a.applicationBorrowerId))?.email ?? null)
        : null,
    borrowerPhoneNumber: async (a, _, ctx) =>
      a.applicationBorrowerId
        ? ((await ctx.loaders.borrower.load(a.applicationBorrowerId))?.phoneNumber ?? null)
        : null,
    borrowerTimeZone: fact(zoneOfFacts),
    borrowerLocalTime: calling('localTime'),
    callableNow: calling('callableNow'),
    notCallableReason: calling('reason'),
    spouse: (a, _, ctx) => (a.applicationSpouseId ? ctx.loaders.spouse.load(a.applicationSpouseId) : null),
    assignedToName: fact((f) => f.assignedToName),
    decision: (a, _, ctx) => ctx.loaders.latestDecision.load(a.id),
    hasOffers: fact((f) => f.hasOffers),
    isEnrolledInAPlan: fact((f) => f.isEnrolledInAPlan),
    hasConnectedAccount: async (a, _, ctx) => (await ctx.loaders.connectedBankItemCount.load(a.id)) > 0,
    contactAttemptCount: (a, _, ctx) => ctx.loaders.contactAttemptCount.load(a.id),
    callbackAt: fact((f) => f.callbackAt),
    callbackReminderAt: fact((f) =>
      f.callbackAt ? callbackReminderAt(f.callbackAt, f.borrowerState, zoneOfFacts(f)) : null,
    ),
    dmpEnrollment: (a, _, ctx) => first(ctx.loaders.dmpByApplication.load(a.id)),
    rentalReliefPlan: (a, _, ctx) => first(ctx.loaders.rentalPlanByApplication.load(a.id)),
    contractSignature: async (a, _, ctx) =>
      (await signaturesInForce(a, ctx)).find((s) => s.signer === 'borrower') ?? null,
    contractSignatures: (a, _, ctx) => signaturesInForce(a, ctx),
    signers: (a) => signersOf(a),
    signedAgreement: (a, _, ctx) => first(ctx.loaders.signedAgreementByApplication.load(a.id)),
    planState: (a, _, ctx) => planStateOfApplication(a, ctx),
    signedPlanAgreement: (a, _, ctx) => signedAgreementView(readData(ctx.database), a),
    proposedPlanAgreement: (a, _, ctx) => proposedAgreementView(readData(ctx.database), ctx.deps, a),
    rentalApplication: (a, _, ctx) => first(ctx.loaders.rentalApplicationByApplication.load(a.id)),
    hardships: (a, _, ctx) => ctx.loaders.hardshipsByApplication.load(a.id),
    expenseEstimates: (a, _, ctx) => ctx.loaders.expenseEstimatesByApplication.load(a.id),
    incomePredictions: (a, _, ctx) => ctx.loaders.incomePredictionsByApplication.load(a.id),
    estimatedMonthlyIncome: (a, _, ctx) => estimatedIncomeOf(a, ctx.loaders),
    incomeShown: async (a, _, ctx) =>
      incomeShown({ ...a, estimatedMonthlyIncome: await estimatedIncomeOf(a, ctx.loaders) }),
    offers: async (a, _, ctx) => {
      const decision = await ctx.loaders.latestDecision.load(a.id);
      return decision?.isQualified ? ctx.loaders.offersByDecision.load(decision.id) : [];
    },
    bankItems: (a, _, ctx) => ctx.loaders.bankItemsByApplication.load(a.id),
    financialSummary: (a, _, ctx) => summaryOf(a, ctx.loaders),
    debtSummary: async (a, _, ctx) => {
      const { analysis, ...summary } = await ctx.loaders.debtSummary.load(a.id);
      return { ...summary, ...analysis };
    },
    resumeRoute: (a) => routeForLastViewedPage(a.lastViewedPage),
    offerPages: async (a, _, ctx) => offerPages(await offerFactsOf(a, ctx)),
    standing: async (a, _, ctx) => portalStanding(await offerFactsOf(a, ctx)),
  },
} satisfies Resolvers;
