import DataLoader from 'dataloader';
import type { Database, Tables } from '../../db/client';
import { applicationTreesByIds } from '../data/applicationTree';
import { applicationDebtSummary } from '../services/flow/reportDebts';
import { countsByKeys, readApplicationsByIds, rowsByIds, rowsByKeys } from '../data/batchQueries';
import { readData } from '../data/bound';
import type { Column, ListTable, Table } from '../data/listQuery';
import { ListPasses } from './listPassCache';
import type { ApplicationFacts } from '../data/applicationFacts';
import { recentCallsSince, type CallingStatus, type RecentCalls } from '../domain/callingHours';

/** A row a list's page read, with its facts, and its calling status once the list asked for it. */
export interface ListedRow {
  facts: ApplicationFacts;
  /** The phone calls of the last day and week, as the page's statement counted them. */
  recentCalls: RecentCalls;
  calling?: CallingStatus;
}

type Row<T extends Table> = T['$inferSelect'];

/**
 * Per-request batch loaders: a page of applications with their borrowers, decisions and counts
 * costs one query per kind of nested field, not one per row.
 */
export function createLoaders(database: Database, now: () => Date = () => new Date()) {
  const loaders = rowLoaders(database, now);
  return { ...loaders, application: applicationLoader(database, loaders) };
}

function rowLoaders(database: Database, now: () => Date) {
  const { t } = database;
  const data = readData(database);

  const byId = <T extends ListTable>(table: T) =>
    new DataLoader<string, Row<T> | undefined>((ids) => rowsByIds(database, table, ids));
  const manyBy = <T extends Table>(table: T, column: Column, orderBy?: Column) =>
    new DataLoader<string, Row<T>[]>((keys) => rowsByKeys(database, table, column, keys, orderBy));
  const countBy = (table: Table, column: Column) =>
    new DataLoader<string, number>((keys) => countsByKeys(database, table, column, keys));

  const decisionsByApplication = manyBy(t.decisions, t.decisions.applicationId, t.decisions.createdAt);
  /** Every creditor terms version (a small table), read once a request: which version is in force. */
  const creditorTermsTable = new DataLoader<'all', Row<typeof t.creditorTermVersions>[]>(async (keys) => {
    const rows = await data.creditorTerms.allCreditorTermVersions();
    return keys.map(() => rows);
  });
  const applicationsByBorrower = manyBy(
    t.applications,
    t.applications.applicationBorrowerId,
    t.applications.createdAt,
  );

  return {
    /** A list row's borrower name, rep, offers and plan: one query, or primed by the list's page. */
    applicationFacts: new DataLoader((ids: readonly string[]) =>
      data.applicationFacts.applicationFactsByIds(ids),
    ),
    /**
     * What a read of an application records (api/graphql/readTracking.ts): primed where the page read
     * the application, else three columns by id (a tab's list reads no application of its own).
     */
    readApplication: new DataLoader((ids: readonly string[]) => readApplicationsByIds(database, ids)),
    borrower: byId(t.borrowers),
    spouse: byId(t.spouses),
    user: byId(t.users),
    decision: byId(t.decisions),
    creditReport: byId(t.creditReports),
    decisionsByApplication,
    /** The latest decision by creation date is the one used (borrower-application §4). */
    latestDecision: new DataLoader<string, Row<typeof t.decisions> | undefined>(async (ids) =>
      (await decisionsByApplication.loadMany(ids)).map((rows) =>
        rows instanceof Error ? undefined : rows[0],
      ),
    ),
    offersByDecision: manyBy(t.offers, t.offers.decisionId, t.offers.balance),
    offerCountByDecision: countBy(t.offers, t.offers.decisionId),
    reasonsByDecision: manyBy(t.disqualificationReasons, t.disqualificationReasons.decisionId),
    leftOutByDecision: manyBy(t.leftOutCreditors, t.leftOutCreditors.decisionId, t.leftOutCreditors.balance),
    /** A version by id, from the request's one read of the table (an offer's terms and whether they are in force). */
    creditorTermsVersion: new DataLoader<string, Row<typeof t.creditorTermVersions> | undefined>(
      async (ids) => {
        const rows = new Map((await creditorTermsTable.load('all')).map((row) => [row.id, row]));
        return ids.map((id) => rows.get(id));
      },
    ),
    creditorTermsTable,
    /** The file a borrower's own records are read from: their newest application (primed by a borrower page). */
    borrowerFile: new DataLoader<string, string | null>(async (borrowerIds) =>
      (await applicationsByBorrower.loadMany(borrowerIds)).map((rows) =>
        rows instanceof Error ? rows : (rows[0]?.id ?? null),
      ),
    ),
    dmpByApplication: manyBy(t.dmpEnrollments, t.dmpEnrollments.applicationId),
    /** The application's debts, told once (api/domain/debtSummary.ts): read by the pages that show a figure of them. */
    debtSummary: new DataLoader((ids: readonly string[]) =>
      Promise.all(ids.map((id) => applicationDebtSummary(data, id))),
    ),
    rentalPlanByApplication: manyBy(t.rentalReliefPlans, t.rentalReliefPlans.applicationId),
    contractSignatureByApplication: manyBy(
      t.contractSignatures,
      t.contractSignatures.applicationId,
      t.contractSignatures.signedAt,
    ),
    signedAgreementByApplication: manyBy(
      t.signedAgreements,
      t.signedAgreements.applicationId,
      t.signedAgreements.createdAt,
    ),
    agreementVersionsByApplication: manyBy(
      t.planAgreements,
      t.planAgreements.applicationId,
      t.planAgreements.version,
    ),
    rentalApplicationByApplication: manyBy(t.rentalApplications, t.rentalApplications.applicationId),
    contactAttemptCount: countBy(t.contactAttempts, t.contactAttempts.applicationId),
    contactAttemptsByApplication: manyBy(
      t.contactAttempts,
      t.contactAttempts.applicationId,
      t.contactAttempts.createdAt,
    ),
    /** Phone calls of the last day and week, for the caps on calls (callingStatus). */
    recentPhoneCalls: new DataLoader<string, RecentCalls>((ids) =>
      data.batchQueries.recentPhoneCallCounts(ids, recentCallsSince(now())),
    ),
    connectedBankItemCount: new DataLoader<string, number>((ids) =>
      data.batchQueries.connectedBankItemCounts(ids),
    ),
    accountsByBankItem: manyBy(t.bankAccounts, t.bankAccounts.bankItemId),
    hardshipsByApplication: manyBy(t.hardships, t.hardships.applicationId),
    creditReviewsByApplication: manyBy(t.creditReviews, t.creditReviews.applicationId),
    expenseEstimatesByApplication: manyBy(t.expenseEstimates, t.expenseEstimates.applicationId),
    incomePredictionsByApplication: manyBy(t.incomePredictions, t.incomePredictions.applicationId),
    bankItemsByApplication: manyBy(t.bankItems, t.bankItems.applicationId),
    lenderByName: new DataLoader<string, Row<typeof t.lenders> | undefined>(async (names) =>
      (await rowsByKeys(database, t.lenders, t.lenders.name, names)).map(([lender]) => lender),
    ),
    debt: byId(t.debts),
    debtIsShared: new DataLoader<string, boolean>(async (ids) => {
      const shared = new Set(await data.debtQueries.sharedDebtIds(ids));
      return ids.map((id) => shared.has(id));
    }),
    collection: byId(t.collections),
    /** A page of the Reps list: each rep's groups, counts and second factor, one query per kind. */
    groupsOfUser: new DataLoader<string, string[]>((ids) => data.reps.groupsOfUsers(ids)),
    repCounts: new DataLoader<string, { assignedCount: number; contactedCount: number }>((ids) =>
      data.reps.repCountsOf(ids),
    ),
    hasSecondFactor: new DataLoader<string, boolean>((ids) => data.reps.secondFactorsOn(ids)),
    /** A list's page and total, computed once per request (allXs and _allXsMeta share them). */
    lists: new ListPasses(),
    /** The applications a list's page read: their list fields answer from here, without a promise. */
    listedRows: new WeakMap<object, ListedRow>(),
  };
}

/**
 * An application, read with what it has one of (api/data/applicationTree.ts): the loaders of those
 * are primed, so a borrower page's fields find them without a query each.
 */
function applicationLoader(database: Database, loaders: ReturnType<typeof rowLoaders>) {
  return new DataLoader<string, Row<Tables['applications']> | undefined>(async (ids) => {
    const trees = await applicationTreesByIds(database, ids);
    for (const tree of trees) {
      if (!tree) continue;
      const { application, borrower, spouse } = tree;
      if (borrower) loaders.borrower.prime(borrower.id, borrower);
      if (spouse) loaders.spouse.prime(spouse.id, spouse);
      loaders.dmpByApplication.prime(application.id, tree.dmpEnrollment ? [tree.dmpEnrollment] : []);
      loaders.rentalPlanByApplication.prime(
        application.id,
        tree.rentalReliefPlan ? [tree.rentalReliefPlan] : [],
      );
      loaders.rentalApplicationByApplication.prime(
        application.id,
        tree.rentalApplication ? [tree.rentalApplication] : [],
      );
      loaders.latestDecision.prime(application.id, tree.latestDecision ?? undefined);
      loaders.applicationFacts.prime(application.id, tree.facts);
      loaders.readApplication.prime(application.id, application);
      if (application.applicationBorrowerId)
        loaders.borrowerFile.prime(application.applicationBorrowerId, tree.borrowerFileId);
    }
    return trees.map((tree) => tree?.application);
  });
}

export type Loaders = ReturnType<typeof createLoaders>;
