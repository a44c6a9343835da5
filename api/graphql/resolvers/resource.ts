import { and, count, eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database, Tables } from '../../../db/client';
import { notFound } from '../../errors';
import type { Context } from '../context';
import {
  filterConditions,
  ordering,
  pageAndTotal,
  paging,
  searchConditions,
  type CustomFilters,
  type ListArgs,
} from '../list';
import { listResolvers, type ListSource } from '../listPasses';

type Table = SQLiteTable & { id: SQLiteColumn };

export interface ResourceOptions<T extends Table> {
  table: (t: Tables) => T;
  /** Columns matched by `q` (case-insensitive prefix). */
  search?: (t: Tables) => SQLiteColumn[];
  custom?: (database: Database, now: Date) => CustomFilters;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /**
   * Filters that narrow the list to a few rows, so that its page and total come from one pass over
   * the matching set (`pageAndTotal`); `q` and `ids` always do.
   */
  narrowedBy?: string[];
}

/** Whether one of the named filters is set (a blank search is no search). */
export function narrowedBy(filter: ListArgs['filter'], keys: readonly string[]): boolean {
  return keys.some((key) => {
    const value = filter?.[key];
    return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
  });
}

/**
 * The list of a resource as `listResolvers` serves it: a page, a count, and both from one pass when
 * a narrowing filter is set. Exported for the tests that hold the one pass to the two queries.
 */
export function resourceListSource<T extends Table>(
  plural: string,
  options: ResourceOptions<T>,
): ListSource<T['$inferSelect']> {
  const where = (ctx: Context, filter: ListArgs['filter']) => {
    const { database } = ctx;
    const { q, ...rest } = filter ?? {};
    const table = options.table(database.t);
    const custom = options.custom?.(database, ctx.now());
    // A resource with its own `q` (debts: lender, friendly name, account number) searches with it.
    const conditions = filterConditions(table, custom?.q ? (filter ?? {}) : rest, custom);
    const search =
      options.search && !custom?.q ? searchConditions(database, options.search(database.t), q) : undefined;
    return and(conditions, search);
  };
  const sort = options.defaultSort ?? { field: 'id', order: 'ASC' as const };
  const narrowing = ['q', 'ids', ...(options.narrowedBy ?? [])];
  return {
    listField: `all${plural}`,
    defaultSort: sort,
    onePass: (filter) => narrowedBy(filter, narrowing),
    pageAndTotal: (ctx, args) => {
      const table = options.table(ctx.database.t);
      const window = paging(args);
      return pageAndTotal(ctx.database, table, where(ctx, args.filter), ordering(table, args, sort), window);
    },
    page: (ctx, args) => {
      const table = options.table(ctx.database.t);
      const { limit, offset } = paging(args);
      return ctx.database.db
        .select()
        .from(table as SQLiteTable)
        .where(where(ctx, args.filter))
        .orderBy(...ordering(table, args, sort))
        .limit(limit)
        .offset(offset) as Promise<T['$inferSelect'][]>;
    },
    count: async (ctx, filter) => {
      const table = options.table(ctx.database.t);
      const [row] = await ctx.database.db
        .select({ n: count() })
        .from(table as SQLiteTable)
        .where(where(ctx, filter));
      return Number(row.n);
    },
  };
}

/** X(id), allXs and _allXsMeta in ra-data-graphql-simple's grammar, over one table. */
export function resourceQueries<T extends Table>(name: string, plural: string, options: ResourceOptions<T>) {
  const lists = listResolvers(resourceListSource(plural, options));
  return {
    [name]: async (_: unknown, { id }: { id: string }, ctx: Context) => {
      const table = options.table(ctx.database.t);
      const [row] = await ctx.database.db
        .select()
        .from(table as SQLiteTable)
        .where(eq(table.id, id));
      if (!row) throw notFound(name);
      return row;
    },
    [`all${plural}`]: lists.list,
    [`_all${plural}Meta`]: lists.meta,
  };
}
