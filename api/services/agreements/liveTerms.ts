import type { Data } from '../../data/bound';
import { offerLinesOf, partyOf, reportLinesOf } from '../../domain/agreementLines';
import {
  agreementTerms,
  type AgreementParty,
  type AgreementTerms,
  type PlanRow,
} from '../../domain/agreementTerms';
import { signersOf } from '../../domain/contractSignature';
import type { ServiceDeps } from '../deps';
import { reportsWithDebts } from '../flow/reportDebts';

/*
 * The agreement a plan makes today, from the rows as stored: the plan, its latest decision's offers
 * (the plan APR and payment as the decision recorded them), the reports the decision read and who the
 * plan is for. A signed version keeps what this gave when it was first signed.
 */

type ApplicationRow = NonNullable<Awaited<ReturnType<Data['applications']['applicationById']>>>;

export async function partiesOf(data: Data, application: ApplicationRow): Promise<AgreementParty[]> {
  const borrower = application.applicationBorrowerId
    ? await data.borrowers.borrowerById(application.applicationBorrowerId)
    : null;
  const spouse = signersOf(application).includes('spouse')
    ? await data.borrowers.spouseById(application.applicationSpouseId!)
    : null;
  return [
    ...(borrower ? [partyOf('borrower', borrower)] : []),
    ...(spouse ? [partyOf('spouse', spouse)] : []),
  ];
}

/** The plan to sign as the terms read it; null before a counsellor has made one. */
export async function planRowOf(data: Data, application: ApplicationRow): Promise<PlanRow | null> {
  const plan = await data.plans.planToSignOf(application.type, application.id);
  if (!plan) return null;
  return plan.type === 'rental' ? { kind: 'rental', row: plan.row } : { kind: 'credit', row: plan.row };
}

/** The latest decision's offers, each with its creditor's name, account and current payment. */
async function creditFacts(data: Data, application: ApplicationRow) {
  const decision = await data.decisions.latestDecisionOf(application.id);
  const reportIds = [application.borrowerCreditReportId, application.spouseCreditReportId].filter(
    (id): id is string => !!id,
  );
  const reports = await reportsWithDebts(data, reportIds);
  const debts = new Map(reports.flatMap((r) => r.debts).map((d) => [d.id, d]));
  const collections = new Map(reports.flatMap((r) => r.collections ?? []).map((c) => [c.id, c]));
  const offers = decision?.isQualified ? await data.decisions.offersOfDecision(decision.id) : [];
  // An offer whose report is no longer the application's still names its own creditor.
  const missing = (key: 'debtId' | 'collectionId', known: Map<string, unknown>) =>
    offers.flatMap((o) => (o[key] && !known.has(o[key]) ? [o[key]] : []));
  for (const d of await data.agreements.debtsByIdsIn(missing('debtId', debts)))
    debts.set(d.id, { ...d, lenderFriendlyName: null });
  for (const c of await data.agreements.collectionsByIdsIn(missing('collectionId', collections)))
    collections.set(c.id, { ...c, lenderFriendlyName: null });

  const report = reportLinesOf(
    reports.flatMap((r) => r.debts),
    reports.flatMap((r) => r.collections ?? []),
  );
  const lines = offerLinesOf(offers, debts, collections);
  const notTakingPart = decision ? await data.creditorTerms.leftOutIdsOfDecision(decision.id) : [];
  return { decisionId: decision?.id ?? null, offers: lines, report, notTakingPart };
}

export interface LiveAgreement {
  plan: PlanRow | null;
  decisionId: string | null;
  /** Null when there is nothing to sign yet (no plan, or a DMP without its figures or creditors). */
  terms: AgreementTerms | null;
}

/** The plan as it stands and the agreement it makes now, from the workspace's fees and lines. */
export async function liveAgreement(
  data: Data,
  deps: Pick<ServiceDeps, 'fees' | 'phones'>,
  application: ApplicationRow,
): Promise<LiveAgreement> {
  const plan = await planRowOf(data, application);
  if (!plan) return { plan, decisionId: null, terms: null };
  const credit =
    plan.kind === 'credit'
      ? await creditFacts(data, application)
      : { decisionId: null, offers: [], report: [], notTakingPart: [] };
  const terms = agreementTerms({
    plan,
    ...credit,
    fees: deps.fees,
    parties: await partiesOf(data, application),
    contact: { agencyPhone: deps.phones.agency, counselorPhone: deps.phones.counselor },
  });
  return { plan, decisionId: credit.decisionId, terms };
}
