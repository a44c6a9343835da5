import type { Database, Tables } from '../../../db/client';
import {
  rowById,
  tableCount,
  tablePage,
  tablePageAndTotal,
  type Column,
  type CustomFilters,
  type ListArgs,
  type ListTable,
  type Sort,
  type TableList,
} from '../../data/listQuery';
import { notFound } from '../../errors';
import type { Context } from '../context';
import { listResolvers, type ListSource } from '../listPasses';

export interface ResourceOptions<T extends ListTable> {
  table: (t: Tables) => T;
  /** Columns matched by `q` (case-insensitive prefix). */
  search?: (t: Tables) => Column[];
  custom?: (database: Database, now: Date) => CustomFilters;
  defaultSort?: Sort;
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
export function resourceListSource<T extends ListTable>(
  plural: string,
  options: ResourceOptions<T>,
): ListSource<T['$inferSelect']> {
  const sort = options.defaultSort ?? { field: 'id', order: 'ASC' as const };
  const list = (ctx: Context): TableList<T> => ({
    table: options.table(ctx.database.t),
    search: options.search?.(ctx.database.t),
    custom: options.custom?.(ctx.database, ctx.now()),
    defaultSort: sort,
  });
  const narrowing = ['q', 'ids', ...(options.narrowedBy ?? [])];
  return {
    listField: `all${plural}`,
    defaultSort: sort,
    onePass: (filter) => narrowedBy(filter, narrowing),
    pageAndTotal: (ctx, args) => tablePageAndTotal(ctx.database, list(ctx), args),
    page: (ctx, args) => tablePage(ctx.database, list(ctx), args),
    count: (ctx, filter) => tableCount(ctx.database, list(ctx), filter),
  };
}

/** X(id), allXs and _allXsMeta in ra-data-graphql-simple's grammar, over one table. */
export function resourceQueries<T extends ListTable>(
  name: string,
  plural: string,
  options: ResourceOptions<T>,
) {
  const lists = listResolvers(resourceListSource(plural, options));
  // A staff read of a row's personal fields is logged by the fields themselves (api/graphql/readTracking.ts).
  return {
    [name]: async (_: unknown, { id }: { id: string }, ctx: Context) => {
      const row = await rowById(ctx.database.db, options.table(ctx.database.t), id);
      if (!row) throw notFound(name);
      return row;
    },
    [`all${plural}`]: lists.list,
    [`_all${plural}Meta`]: lists.meta,
  };
}
