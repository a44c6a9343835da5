import { Kind, valueFromAST, type GraphQLResolveInfo } from 'graphql';
import type { Context } from './context';
import { defaultPerPage, type ListArgs, type Page, type Sort } from '../data/listQuery';

/*
 * ra-data-graphql-simple asks a list as two root fields of one request: `allXs` (the page) and
 * `_allXsMeta` (the total), with the same filter. When the filter narrows to few rows (a search, ids),
 * the page and the total come from one pass over the matching set (`pageAndTotal`), and the meta field
 * takes the total of its sibling's pass: the second field costs no query. A wide-open filter (the
 * last 72 hours, a rep's queue) keeps two index scans, an early-stopping page and a covering count:
 * over tens of thousands of rows they cost a tenth of one windowed pass (docs/decisions/0080-list-in-one-pass.md).
 */

/** JSON with object keys sorted and undefined dropped: equal arguments give equal keys. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The list arguments as they decide the result: defaults applied, keys in one order. */
export function listKey(args: ListArgs, defaultSort: Sort): string {
  return stableKey([
    args.page ?? 0,
    args.perPage ?? defaultPerPage,
    args.sortField ?? defaultSort.field,
    (args.sortOrder ?? defaultSort.order).toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
    args.filter ?? {},
  ]);
}

/**
 * The arguments of a root list field `listField` of this operation whose filter is `filter`, as the
 * executor gives them to its resolver; undefined when there is none (fragments are not looked into).
 */
export function siblingListArgs(
  info: GraphQLResolveInfo,
  listField: string,
  filter: ListArgs['filter'],
): ListArgs | undefined {
  const field = info.parentType.getFields()[listField];
  if (!field) return undefined;
  const wanted = stableKey(filter ?? {});
  for (const selection of info.operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || selection.name.value !== listField) continue;
    const args: Record<string, unknown> = {};
    for (const node of selection.arguments ?? []) {
      const definition = field.args.find((a) => a.name === node.name.value);
      const value = definition && valueFromAST(node.value, definition.type, info.variableValues);
      if (definition && value !== undefined) args[definition.name] = value;
    }
    if (stableKey(args.filter ?? {}) === wanted) return args as ListArgs;
  }
  return undefined;
}

export interface ListSource<Row> {
  /** The root list field (`allApplications`): a meta field looks for it among its siblings. */
  listField: string;
  defaultSort: Sort;
  /** Whether the filter narrows to few rows: then the page and the total come from one pass. */
  onePass(filter: ListArgs['filter']): boolean;
  /** The page and the total from one pass over the matching set. */
  pageAndTotal(ctx: Context, args: ListArgs): Promise<Page<Row>>;
  /** The page alone. */
  page(ctx: Context, args: ListArgs): Promise<Row[]>;
  count(ctx: Context, filter: ListArgs['filter']): Promise<number>;
}

/** The resolvers of `allXs` and `_allXsMeta` over a list source, sharing their work within a request. */
export function listResolvers<Row>(source: ListSource<Row>) {
  const pass = (ctx: Context, args: ListArgs): Promise<{ rows: Row[]; total?: number }> =>
    ctx.loaders.lists.once(`${source.listField} ${listKey(args, source.defaultSort)}`, async () =>
      source.onePass(args.filter) ? source.pageAndTotal(ctx, args) : { rows: await source.page(ctx, args) },
    );
  const count = (ctx: Context, filter: ListArgs['filter']) =>
    ctx.loaders.lists.once(`${source.listField} count ${stableKey(filter ?? {})}`, () =>
      source.count(ctx, filter),
    );
  return {
    list: async (_: unknown, args: ListArgs, ctx: Context) => (await pass(ctx, args)).rows,
    meta: async (_: unknown, args: ListArgs, ctx: Context, info: GraphQLResolveInfo) => {
      const sibling = source.onePass(args.filter)
        ? siblingListArgs(info, source.listField, args.filter)
        : undefined;
      if (sibling) {
        // A list whose arguments are refused reports that itself; the total is then counted alone.
        const total = await pass(ctx, sibling).then(
          (p) => p.total,
          () => undefined,
        );
        if (total !== undefined) return { count: total };
      }
      return { count: await count(ctx, args.filter) };
    },
  };
}
