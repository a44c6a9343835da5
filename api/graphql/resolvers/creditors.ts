import { paging } from '../../data/listQuery';
import { termsInForce } from '../../domain/creditorTerms';
import { offerSource } from '../../domain/offerSource';
import { termsVersionOf } from '../../services/creditorTermsTable';
import {
  createCreditor,
  creditorById,
  creditorHistory,
  creditorTermsReview,
  findCreditors,
  markCreditorTermsReviewed,
  updateCreditor,
} from '../../services/creditors';
import type { Context } from '../context';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers';

/** The Creditors screen (api/services/creditors.ts): a small table, listed and paged in memory. */
export const creditorQueryResolvers = {
  Creditor: (_, { id }, ctx) => creditorById(ctx.deps, ctx.viewer, id),
  allCreditors: async (_, args, ctx) => {
    const { limit, offset } = paging(args);
    const rows = await findCreditors(ctx.deps, ctx.viewer, args.filter ?? {}, {
      field: args.sortField,
      order: args.sortOrder,
    });
    return rows.slice(offset, offset + limit);
  },
  _allCreditorsMeta: async (_, args, ctx) => ({
    count: (await findCreditors(ctx.deps, ctx.viewer, args.filter ?? {})).length,
  }),
  creditorTermsReview: (_, __, ctx) => creditorTermsReview(ctx.deps, ctx.viewer),
} satisfies QueryResolvers;

export const creditorMutationResolvers = {
  createCreditor: (_, args, ctx) => createCreditor(ctx.deps, ctx.viewer, args),
  updateCreditor: (_, args, ctx) => updateCreditor(ctx.deps, ctx.viewer, args),
  markCreditorTermsReviewed: (_, __, ctx) => markCreditorTermsReviewed(ctx.deps, ctx.viewer),
} satisfies MutationResolvers;

/** Whether a version is the one decisions use now, from the request's one read of the table. */
async function isInForce(ctx: Context, version: { id: string; creditorId: string }): Promise<boolean> {
  const rows = await ctx.loaders.creditorTermsTable.load('all');
  const own = rows.filter((r) => r.creditorId === version.creditorId).map(termsVersionOf);
  return termsInForce(own, ctx.now())[0]?.id === version.id;
}

export const creditorTypeResolvers = {
  Creditor: {
    id: (c) => c.creditorId,
    versionId: (c) => c.id,
    versions: (c, _, ctx) => creditorHistory(ctx.deps, ctx.viewer, c.creditorId),
  },
  CreditorTermsVersion: {
    isInForce: (v, _, ctx) => v.isInForce ?? isInForce(ctx, v),
  },
  LeftOutCreditor: {
    lenderName: async (l, _, ctx) => (await sourceOf(l, ctx))?.lenderName ?? null,
    lenderFriendlyName: async (l, _, ctx) => {
      const name = (await sourceOf(l, ctx))?.lenderName;
      return name ? ((await ctx.loaders.lenderByName.load(name))?.friendlyName ?? name) : null;
    },
    accountLastFour: async (l, _, ctx) => (await sourceOf(l, ctx))?.accountLastFour ?? null,
  },
} satisfies Resolvers;

const sourceOf = (l: { debtId: string | null; collectionId: string | null }, ctx: Context) =>
  offerSource(l, {
    debt: (id) => ctx.loaders.debt.load(id),
    collection: (id) => ctx.loaders.collection.load(id),
  });
