import DataLoader from 'dataloader';
import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../db/client';
import { ListPasses } from './listPasses';
import { sharedDebtLoaderQuery } from './resolvers/debts';

type Row<T extends SQLiteTable> = T['$inferSelect'];

/**
 * Per-request batch loaders: a page of applications with their borrowers, decisions and counts
 * costs one query per kind of nested field, not one per row.
 */
export function createLoaders(database: Database) {
  const { db, t } = database;

  function byId<T extends SQLiteTable & { id: SQLiteColumn }>(table: T) {
    return new DataLoader<string, Row<T> | undefined>(async (ids) => {
      const rows = (await db
        .select()
        .from(table as SQLiteTable)
        .where(inArray(table.id, ids as string[]))) as Row<T>[];
      const found = new Map(rows.map((r) => [(r as { id: string }).id, r]));
      return ids.map((id) => found.get(id));
    });
  }

  function manyBy<T extends SQLiteTable>(table: T, column: SQLiteColumn, orderBy?: SQLiteColumn) {
    return new DataLoader<string, Row<T>[]>(async (keys) => {
      const query = db
        .select()
        .from(table as SQLiteTable)
        .where(inArray(column, keys as string[]));
      const rows = (await (orderBy ? query.orderBy(desc(orderBy)) : query)) as Record<string, unknown>[];
      const groups = new Map<string, Row<T>[]>(keys.map((k) => [k, []]));
      const key = Object.entries(getTableColumns(table)).find(([, c]) => c === column)?.[0] as string;
      for (const row of rows) groups.get(row[key] as string)?.push(row as Row<T>);
      return keys.map((k) => groups.get(k) ?? []);
    });
  }

  function countBy(table: SQLiteTable, column: SQLiteColumn) {
    return new DataLoader<string, number>(async (keys) => {
      const rows = await db
        .select({ key: column, n: count() })
        .from(table)
        .where(inArray(column, keys as string[]))
        .groupBy(column);
      const counts = new Map(rows.map((r) => [r.key as string, Number(r.n)]));
      return keys.map((k) => counts.get(k) ?? 0);
    });
  }

  const decisionsByApplication = manyBy(t.decisions, t.decisions.applicationId, t.decisions.createdAt);

  return {
    application: byId(t.applications),
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
    applicationsByBorrower: manyBy(
      t.applications,
      t.applications.applicationBorrowerId,
      t.applications.createdAt,
    ),
    dmpByApplication: manyBy(t.dmpEnrollments, t.dmpEnrollments.applicationId),
    rentalPlanByApplication: manyBy(t.rentalReliefPlans, t.rentalReliefPlans.applicationId),
    contractSignatureByApplication: manyBy(t.contractSignatures, t.contractSignatures.applicationId),
    rentalApplicationByApplication: manyBy(t.rentalApplications, t.rentalApplications.applicationId),
    contactAttemptCount: countBy(t.contactAttempts, t.contactAttempts.applicationId),
    connectedBankItemCount: new DataLoader<string, number>(async (ids) => {
      const rows = await db
        .select({ key: t.bankItems.applicationId, n: count() })
        .from(t.bankItems)
        .where(and(inArray(t.bankItems.applicationId, ids as string[]), eq(t.bankItems.isConnected, true)))
        .groupBy(t.bankItems.applicationId);
      const counts = new Map(rows.map((r) => [r.key as string, Number(r.n)]));
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    accountsByBankItem: manyBy(t.bankAccounts, t.bankAccounts.bankItemId),
    hardshipsByApplication: manyBy(t.hardships, t.hardships.applicationId),
    expenseEstimatesByApplication: manyBy(t.expenseEstimates, t.expenseEstimates.applicationId),
    incomePredictionsByApplication: manyBy(t.incomePredictions, t.incomePredictions.applicationId),
    bankItemsByApplication: manyBy(t.bankItems, t.bankItems.applicationId),
    lenderByName: new DataLoader<string, Row<typeof t.lenders> | undefined>(async (names) => {
      const rows = await db
        .select()
        .from(t.lenders)
        .where(inArray(t.lenders.name, names as string[]));
      const found = new Map(rows.map((r) => [r.name, r]));
      return names.map((n) => found.get(n));
    }),
    debt: byId(t.debts),
    debtIsShared: new DataLoader<string, boolean>(async (ids) => {
      const shared = new Set((await sharedDebtLoaderQuery(database, ids)).map((r) => r.id));
      return ids.map((id) => shared.has(id));
    }),
    collection: byId(t.collections),
    /** A list's page and total, computed once per request (allXs and _allXsMeta share them). */
    lists: new ListPasses(),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
