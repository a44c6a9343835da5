import { and, count, eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database, Tables } from '../../../db/client';
import { notFound } from '../../errors';
import type { Context } from '../context';
import {
  filterConditions,
  ordering,
  paging,
  searchConditions,
  type CustomFilters,
  type ListArgs,
} from '../list';

type Table = SQLiteTable & { id: SQLiteColumn };

export interface ResourceOptions<T extends Table> {
  table: (t: Tables) => T;
  /** Columns matched by `q` (case-insensitive prefix). */
  search?: (t: Tables) => SQLiteColumn[];
  custom?: (database: Database, now: Date) => CustomFilters;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
}

/** X(id), allXs and _allXsMeta in ra-data-graphql-simple's grammar, over one table. */
export function resourceQueries<T extends Table>(name: string, plural: string, options: ResourceOptions<T>) {
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
    [`all${plural}`]: async (_: unknown, args: ListArgs, ctx: Context) => {
      const table = options.table(ctx.database.t);
      const { limit, offset } = paging(args);
      return ctx.database.db
        .select()
        .from(table as SQLiteTable)
        .where(where(ctx, args.filter))
        .orderBy(...ordering(table, args, options.defaultSort ?? { field: 'id', order: 'ASC' }))
        .limit(limit)
        .offset(offset);
    },
    [`_all${plural}Meta`]: async (_: unknown, args: ListArgs, ctx: Context) => {
      const table = options.table(ctx.database.t);
      const [row] = await ctx.database.db
        .select({ n: count() })
        .from(table as SQLiteTable)
        .where(where(ctx, args.filter));
      return { count: Number(row.n) };
    },
  };
}
