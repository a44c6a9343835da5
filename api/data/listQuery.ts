import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gte,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database, Db } from '../../db/client';
import { identityOf, runShaped } from './shapedStatements';
import { selectAtLeastOneFilter } from '../domain/messages';
import { maxPerPage } from '../domain/staffFilters';
import { AppError } from '../errors';

export interface ListArgs {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  filter?: Record<string, unknown> | null;
}

/** A table and a column of the schema, named by the code that configures lists and loaders. */
export type Table = SQLiteTable;
export type Column = SQLiteColumn;
/** A table with an `id` column: one that can be listed and found by id. */
export type ListTable = SQLiteTable & { id: SQLiteColumn };

export type Sort = { field: string; order: 'ASC' | 'DESC' };

export const defaultPerPage = 10;

/** ra-data-graphql-simple pages from 0. */
export function paging(args: ListArgs): { limit: number; offset: number } {
  const perPage = args.perPage ?? defaultPerPage;
  const page = args.page ?? 0;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > maxPerPage) {
    throw new AppError('BAD_USER_INPUT', `perPage must be between 1 and ${maxPerPage}`, {
      perPage: 'perPage is invalid',
    });
  }
  if (!Number.isInteger(page) || page < 0)
    throw new AppError('BAD_USER_INPUT', 'page is invalid', { page: 'page is invalid' });
  return { limit: perPage, offset: page * perPage };
}

export function ordering(
  table: SQLiteTable,
  args: ListArgs,
  fallback: Sort,
  sortable: Record<string, SQLiteColumn | SQL> = {},
): SQL[] {
  const columns = { ...getTableColumns(table), ...sortable } as Record<string, SQLiteColumn | SQL>;
  const field = args.sortField ?? fallback.field;
  const column = columns[field];
  if (!column)
    throw new AppError('BAD_USER_INPUT', `Cannot sort by ${field}`, { sortField: 'sortField is invalid' });
  const direction = (args.sortOrder ?? fallback.order).toUpperCase() === 'ASC' ? asc : desc;
  const id = (getTableColumns(table) as Record<string, SQLiteColumn>).id;
  // The id breaks ties so that pages never repeat or skip a row.
  return id && field !== 'id' ? [direction(column), direction(id)] : [direction(column)];
}

/** SQLite's lower() folds ASCII only; the term is folded the same way so both sides agree. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * Case-insensitive prefix match as a range on lower(column), so the lower(…) search indexes answer
 * it in both dialects (a LIKE would scan: SQLite's LIKE is case-insensitive, its indexes are not).
 */
export function startsWith(database: Database, column: SQLiteColumn | SQL, term: string): SQL {
  const low = database.dialect === 'sqlite' ? asciiLower(term) : term.toLowerCase();
  const high = low.slice(0, -1) + String.fromCodePoint(low.codePointAt(low.length - 1)! + 1);
  return sql`(lower(${column}) >= ${low} and lower(${column}) < ${high})`;
}

export type CustomFilters = Record<string, (value: unknown) => SQL | undefined>;

/** The one group a rep may empty (service-portal §5: the debt details are exempt); it restricts nothing. */
const emptiableGroups = new Set(['debtDetail_in']);

/**
 * The filter grammar of ra-data-graphql-simple: `ids`, `<column>`, `<column>_in`, `<column>_gte`,
 * `<column>_lte`; anything else must be a named custom filter. An empty `_in` list — a filter group
 * with nothing checked — is refused with the spec's message, custom groups alike, so every group
 * gives the same answer (service-portal §5).
 */
export function filterConditions(
  table: SQLiteTable,
  filter: Record<string, unknown> | null | undefined,
  custom: CustomFilters = {},
): SQL | undefined {
  if (!filter) return undefined;
  const columns = getTableColumns(table) as Record<string, SQLiteColumn>;
  const conditions: (SQL | undefined)[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key.endsWith('_in') && !emptiableGroups.has(key) && ((value as unknown[] | null) ?? []).length === 0)
      throw new AppError('BAD_USER_INPUT', selectAtLeastOneFilter, { [key]: selectAtLeastOneFilter });
    if (custom[key]) {
      conditions.push(custom[key](value));
      continue;
    }
    if (key === 'ids') {
      if (value === null) continue;
      conditions.push(inArray(columns.id, value as string[]));
      continue;
    }
    const [name, op] = key.split('_') as [string, string | undefined];
    const column = columns[name];
    if (!column) throw new Error(`No filter handler for ${key}`);
    if (op === 'in') conditions.push(inArray(column, value as unknown[]));
    else if (op === 'gte') conditions.push(gte(column, value));
    else if (op === 'lte') conditions.push(lte(column, value));
    else conditions.push(value === null ? isNull(column) : eq(column, value));
  }
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

export function searchConditions(
  database: Database,
  columns: (SQLiteColumn | SQL)[],
  term: unknown,
): SQL | undefined {
  const q = typeof term === 'string' ? term.trim() : '';
  if (!q) return undefined;
  if (q.length > 100) throw new AppError('BAD_USER_INPUT', 'Search is invalid', { q: 'Search is invalid' });
  return or(...columns.map((c) => startsWith(database, c, q)));
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** The values of a query's extra columns, by their names. */
export type ColumnValues<C extends Record<string, SQL>> = {
  [K in keyof C]: C[K] extends SQL<infer V> ? V : never;
};

/**
 * One page and the total from one pass over the matching set. The narrow rows (the id; the sort key
 * only orders them) are counted by `count(*) over ()` before LIMIT/OFFSET cut the page, and the page's
 * ids are joined back to their wide rows in the same statement. A page past the end has no row to
 * carry the total: only then is it counted on its own. Both dialects run the same SQL. `columns`
 * are read for the page's rows only, in the same statement (`extras`, in the rows' order).
 */
export async function pageAndTotal<
  T extends SQLiteTable & { id: SQLiteColumn },
  C extends Record<string, SQL> = Record<string, never>,
>(
  database: Database,
  table: T,
  where: SQL | undefined,
  orderBy: SQL[],
  { limit, offset }: { limit: number; offset: number },
  columns?: C,
  /** Values of placeholders in `columns` (sql.placeholder), by name. */
  columnValues: Record<string, unknown> = {},
): Promise<Page<T['$inferSelect']> & { extras: ColumnValues<C>[] }> {
  const { db } = database;
  const name = `page and total of ${getTableName(table)}${columns ? ` with ${identityOf(columns)}` : ''}`;
  const found = await runShaped<({ row: T['$inferSelect']; total: number | string } & ColumnValues<C>)[]>(
    db,
    name,
    where,
    orderBy,
    { limit, offset },
    (where, orderBy, window) => {
      const matching = db
        .select({ id: table.id, total: sql<number>`count(*) over ()`.as('list_total') })
        .from(table as SQLiteTable)
        .where(where)
        .orderBy(...orderBy)
        .limit(window.limit as number)
        .offset(window.offset as number)
        .as('matching');
      return db
        .select({ row: table as SQLiteTable, total: matching.total, ...columns })
        .from(matching)
        .innerJoin(table as SQLiteTable, eq(table.id, matching.id))
        .orderBy(...orderBy);
    },
    columnValues,
  );
  if (found.length > 0)
    return {
      rows: found.map((f) => f.row),
      total: Number(found[0].total),
      extras: found,
    };
  if (offset === 0) return { rows: [], total: 0, extras: [] };
  const [row] = await db
    .select({ n: count() })
    .from(table as SQLiteTable)
    .where(where);
  return { rows: [], total: Number(row.n), extras: [] };
}

/** One page of `table`'s rows, newest first or as `orderBy` says, its statement kept (`runShaped`). */
export function pageOf<T extends ListTable>(
  database: Database,
  table: T,
  where: SQL | undefined,
  orderBy: SQL[],
  window: { limit: number; offset: number },
): Promise<T['$inferSelect'][]> {
  const { db } = database;
  return runShaped(db, `page of ${getTableName(table)}`, where, orderBy, window, (where, orderBy, w) =>
    db
      .select()
      .from(table as SQLiteTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(w.limit as number)
      .offset(w.offset as number),
  );
}

/** One page as `pageOf`, with `columns` read for its rows in the same statement (`extras`, in the rows' order). */
export async function pageWith<T extends ListTable, C extends Record<string, SQL>>(
  database: Database,
  table: T,
  where: SQL | undefined,
  orderBy: SQL[],
  window: { limit: number; offset: number },
  columns: C,
  /** Values of placeholders in `columns` (sql.placeholder), by name. */
  columnValues: Record<string, unknown> = {},
): Promise<{ rows: T['$inferSelect'][]; extras: ColumnValues<C>[] }> {
  const { db } = database;
  const name = `page of ${getTableName(table)} with ${identityOf(columns)}`;
  const found = await runShaped<({ row: T['$inferSelect'] } & ColumnValues<C>)[]>(
    db,
    name,
    where,
    orderBy,
    window,
    (where, orderBy, w) =>
      db
        .select({ row: table as SQLiteTable, ...columns })
        .from(table as SQLiteTable)
        .where(where)
        .orderBy(...orderBy)
        .limit(w.limit as number)
        .offset(w.offset as number),
    columnValues,
  );
  return { rows: found.map((f) => f.row), extras: found };
}

/** A table listed in the filter grammar above: its search columns, named filters and default order. */
export interface TableList<T extends ListTable> {
  table: T;
  /** Columns matched by `q` (case-insensitive prefix). */
  search?: (SQLiteColumn | SQL)[];
  custom?: CustomFilters;
  defaultSort: Sort;
}

function tableConditions<T extends ListTable>(
  database: Database,
  list: TableList<T>,
  filter: ListArgs['filter'],
): SQL | undefined {
  const { q, ...rest } = filter ?? {};
  const { custom } = list;
  // A list with its own `q` (debts: lender, friendly name, account number) searches with it.
  const conditions = filterConditions(list.table, custom?.q ? (filter ?? {}) : rest, custom);
  const search = list.search && !custom?.q ? searchConditions(database, list.search, q) : undefined;
  return and(conditions, search);
}

/** The page and the total from one pass over the matching set (see `pageAndTotal`). */
export async function tablePageAndTotal<T extends ListTable>(
  database: Database,
  list: TableList<T>,
  args: ListArgs,
): Promise<Page<T['$inferSelect']>> {
  const window = paging(args);
  const where = tableConditions(database, list, args.filter);
  const { rows, total } = await pageAndTotal(
    database,
    list.table,
    where,
    ordering(list.table, args, list.defaultSort),
    window,
  );
  return { rows, total };
}

export function tablePage<T extends ListTable>(
  database: Database,
  list: TableList<T>,
  args: ListArgs,
): Promise<T['$inferSelect'][]> {
  return pageOf(
    database,
    list.table,
    tableConditions(database, list, args.filter),
    ordering(list.table, args, list.defaultSort),
    paging(args),
  );
}

export async function tableCount<T extends ListTable>(
  database: Database,
  list: TableList<T>,
  filter: ListArgs['filter'],
): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(list.table as SQLiteTable)
    .where(tableConditions(database, list, filter));
  return Number(row.n);
}

export async function rowById<T extends ListTable>(
  db: Db,
  table: T,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as SQLiteTable)
    .where(eq(table.id, id));
  return row as T['$inferSelect'] | undefined;
}
