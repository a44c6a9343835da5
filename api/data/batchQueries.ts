import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gte,
  inArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database, Db, Tables } from '../../db/client';
import { builtOnce } from './builtOnce';
import { keyedSelection, openedOnRead } from './sealedOnRead';

/*
 * The batched reads behind the GraphQL loaders: each answers a list of keys with one query, its
 * results in the order of the keys (what a DataLoader expects).
 */

type Row<T extends SQLiteTable> = T['$inferSelect'];

/** What a keyed read needs of the database: its read connection and which engine it is. */
export type KeyedDatabase = Pick<Database, 'db' | 'dialect'>;

interface KeyedStatement {
  execute(values: Record<string, unknown>): Promise<unknown>;
}

/** A keyed read's query, with the condition its keys are matched by. */
export type KeyedQuery = (keysMatch: (column: SQLiteColumn) => SQL) => { prepare(): KeyedStatement };

/** The most keys a Postgres batch lists one by one; a larger one (an export) passes them as an array. */
export const listedKeysAtMost = 1024;

/** How many keys a Postgres batch of `count` lists: the next power of two, the last key repeated to fill it. */
export const listedSlots = (count: number) => 2 ** Math.ceil(Math.log2(count));

/**
 * A keyed read's statement, built once per read connection and shape (api/data/builtOnce.ts). A
 * batch of one key (a borrower page) matches it with `=`. On SQLite a larger batch passes its keys
 * as one JSON array. On Postgres it lists them, `in ($1, …, $n)` with n a power of two: Postgres
 * keeps a generic plan of such a statement after its fifth run on a connection, where a statement
 * taking an array (`= any($1)`) is planned afresh at every run, as it cannot tell how many keys the
 * array holds (docs/decisions/0210).
 */
export async function keyedRows(
  database: KeyedDatabase,
  shape: string,
  keys: readonly string[],
  query: KeyedQuery,
): Promise<unknown[]> {
  const one = keys.length === 1;
  const sqlite = database.dialect === 'sqlite';
  const slots = !one && !sqlite && keys.length <= listedKeysAtMost ? listedSlots(keys.length) : 0;
  const name = one ? `${shape}, one key` : slots ? `${shape}, ${slots} keys` : shape;
  const statement = builtOnce<KeyedStatement>(database.db, name, () => {
    const given = sql.placeholder('keys');
    const listed = sql.join(
      Array.from({ length: slots }, (_, i) => sql.placeholder(`key${i}`)),
      sql`, `,
    );
    const keysMatch = (column: SQLiteColumn) => {
      if (one) return sql`${column} = ${given}`;
      if (sqlite) return sql`${column} in (select value from json_each(${given}))`;
      if (slots) return sql`${column} in (${listed})`;
      return sql`${column} = any(${given})`;
    };
    return query(keysMatch).prepare();
  });
  const values = slots
    ? Object.fromEntries(
        Array.from({ length: slots }, (_, i) => [`key${i}`, keys[Math.min(i, keys.length - 1)]]),
      )
    : { keys: one ? keys[0] : sqlite ? JSON.stringify(keys) : keys };
  return (await statement.execute(values)) as unknown[];
}

/** The row of each id, or undefined. */
export async function rowsByIds<T extends SQLiteTable & { id: SQLiteColumn }>(
  database: KeyedDatabase,
  table: T,
  ids: readonly string[],
): Promise<(Row<T> | undefined)[]> {
  const { fields, sealed } = keyedSelection(table);
  const rows = (await keyedRows(database, `${getTableName(table)} by id`, ids, (keysMatch) =>
    database.db
      .select(fields as Record<string, SQLiteColumn>)
      .from(table as SQLiteTable)
      .where(keysMatch(table.id)),
  )) as Row<T>[];
  openedOnRead(rows, sealed);
  const found = new Map(rows.map((r) => [(r as { id: string }).id, r]));
  return ids.map((id) => found.get(id));
}

/** The rows whose `column` is each key, newest `orderBy` first when given. */
export async function rowsByKeys<T extends SQLiteTable>(
  database: KeyedDatabase,
  table: T,
  column: SQLiteColumn,
  keys: readonly string[],
  orderBy?: SQLiteColumn,
): Promise<Row<T>[][]> {
  const shape = `${getTableName(table)} by ${column.name}${orderBy ? ` newest ${orderBy.name}` : ''}`;
  const { fields, sealed } = keyedSelection(table);
  const rows = openedOnRead(
    (await keyedRows(database, shape, keys, (keysMatch) => {
      const query = database.db
        .select(fields as Record<string, SQLiteColumn>)
        .from(table as SQLiteTable)
        .where(keysMatch(column));
      return orderBy ? query.orderBy(desc(orderBy)) : query;
    })) as Record<string, unknown>[],
    sealed,
  );
  const groups = new Map<string, Row<T>[]>(keys.map((k) => [k, []]));
  const key = Object.entries(getTableColumns(table)).find(([, c]) => c === column)?.[0] as string;
  for (const row of rows) groups.get(row[key] as string)?.push(row as Row<T>);
  return keys.map((k) => groups.get(k) ?? []);
}

/** How many rows have each key in `column`. */
export async function countsByKeys(
  database: KeyedDatabase,
  table: SQLiteTable,
  column: SQLiteColumn,
  keys: readonly string[],
): Promise<number[]> {
  const rows = (await keyedRows(
    database,
    `${getTableName(table)} counted by ${column.name}`,
    keys,
    (keysMatch) =>
      database.db.select({ key: column, n: count() }).from(table).where(keysMatch(column)).groupBy(column),
  )) as { key: unknown; n: unknown }[];
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

/** What a read of an application records of it (api/services/readLog.ts): who holds it, whose it is. */
export interface ReadApplicationRow {
  id: string;
  assignedTo: string | null;
  applicationBorrowerId: string | null;
}

/**
 * Each application as a read records it, or undefined: three columns by its primary key, where the
 * borrower page's whole tree (api/data/applicationTree.ts) would be read for a tab's list.
 */
export async function readApplicationsByIds(
  database: KeyedDatabase & { t: Tables },
  ids: readonly string[],
): Promise<(ReadApplicationRow | undefined)[]> {
  const { db, t } = database;
  const rows = (await keyedRows(database, 'applications read by id', ids, (keysMatch) =>
    db
      .select({
        id: t.applications.id,
        assignedTo: t.applications.assignedTo,
        applicationBorrowerId: t.applications.applicationBorrowerId,
      })
      .from(t.applications)
      .where(keysMatch(t.applications.id)),
  )) as ReadApplicationRow[];
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => found.get(id));
}
