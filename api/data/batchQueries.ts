import { and, count, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db, Tables } from '../../db/client';

/*
 * The batched reads behind the GraphQL loaders: each answers a list of keys with one query, its
 * results in the order of the keys (what a DataLoader expects).
 */

type Row<T extends SQLiteTable> = T['$inferSelect'];

/** The row of each id, or undefined. */
export async function rowsByIds<T extends SQLiteTable & { id: SQLiteColumn }>(
  db: Db,
  table: T,
  ids: readonly string[],
): Promise<(Row<T> | undefined)[]> {
  const rows = (await db
    .select()
    .from(table as SQLiteTable)
    .where(inArray(table.id, ids as string[]))) as Row<T>[];
  const found = new Map(rows.map((r) => [(r as { id: string }).id, r]));
  return ids.map((id) => found.get(id));
}

/** The rows whose `column` is each key, newest `orderBy` first when given. */
export async function rowsByKeys<T extends SQLiteTable>(
  db: Db,
  table: T,
  column: SQLiteColumn,
  keys: readonly string[],
  orderBy?: SQLiteColumn,
): Promise<Row<T>[][]> {
  const query = db
    .select()
    .from(table as SQLiteTable)
    .where(inArray(column, keys as string[]));
  const rows = (await (orderBy ? query.orderBy(desc(orderBy)) : query)) as Record<string, unknown>[];
  const groups = new Map<string, Row<T>[]>(keys.map((k) => [k, []]));
  const key = Object.entries(getTableColumns(table)).find(([, c]) => c === column)?.[0] as string;
  for (const row of rows) groups.get(row[key] as string)?.push(row as Row<T>);
  return keys.map((k) => groups.get(k) ?? []);
}

/** How many rows have each key in `column`. */
export async function countsByKeys(
  db: Db,
  table: SQLiteTable,
  column: SQLiteColumn,
  keys: readonly string[],
): Promise<number[]> {
  const rows = await db
    .select({ key: column, n: count() })
    .from(table)
    .where(inArray(column, keys as string[]))
    .groupBy(column);
  const counts = new Map(rows.map((r) => [r.key as string, Number(r.n)]));
  return keys.map((k) => counts.get(k) ?? 0);
}

/** How many connected bank items each application has. */
export async function connectedBankItemCounts(
  db: Db,
  t: Tables,
  applicationIds: readonly string[],
): Promise<number[]> {
  const rows = await db
    .select({ key: t.bankItems.applicationId, n: count() })
    .from(t.bankItems)
    .where(
      and(inArray(t.bankItems.applicationId, applicationIds as string[]), eq(t.bankItems.isConnected, true)),
    )
    .groupBy(t.bankItems.applicationId);
  const counts = new Map(rows.map((r) => [r.key as string, Number(r.n)]));
  return applicationIds.map((id) => counts.get(id) ?? 0);
}

/** The lender of each name, or undefined. */
export async function lendersByNames(
  db: Db,
  t: Tables,
  names: readonly string[],
): Promise<(Row<Tables['lenders']> | undefined)[]> {
  const rows = await db
    .select()
    .from(t.lenders)
    .where(inArray(t.lenders.name, names as string[]));
  const found = new Map(rows.map((r) => [r.name, r]));
  return names.map((n) => found.get(n));
}

/** Phone attempts on each application in the last 24 hours and the last 7 days (the caps on calls). */
export async function recentPhoneCallCounts(
  db: Db,
  t: Tables,
  applicationIds: readonly string[],
  since: { day: string; week: string },
): Promise<{ last24Hours: number; last7Days: number }[]> {
  const c = t.contactAttempts;
  const rows = await db
    .select({
      key: c.applicationId,
      week: count(),
      day: sql<number>`coalesce(sum(case when ${c.createdAt} >= ${since.day} then 1 else 0 end), 0)`,
    })
    .from(c)
    .where(
      and(
        inArray(c.applicationId, applicationIds as string[]),
        eq(c.method, 'Phone'),
        gte(c.createdAt, since.week),
      ),
    )
    .groupBy(c.applicationId);
  const counts = new Map(rows.map((r) => [r.key, { last24Hours: Number(r.day), last7Days: Number(r.week) }]));
  return applicationIds.map((id) => counts.get(id) ?? { last24Hours: 0, last7Days: 0 });
}
