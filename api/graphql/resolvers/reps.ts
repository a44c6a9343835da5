import { notFound } from '../../errors';
import { countReps, listReps } from '../../data/reps';
import { leadGroup } from '../../domain/permissions';
import { resetSecondFactor } from '../../services/accounts/secondFactor';
import { createRep, updateRep } from '../../services/reps';
import { requireViewer } from '../context';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers';

export const repQueryResolvers = {
  me: (_, __, ctx) => ctx.viewer,
  Rep: async (_, { id }, ctx) => {
    const [rep] = await listReps(ctx.database, { filter: { ids: [id] } });
    if (!rep) throw notFound('Rep');
    return rep;
  },
  allReps: (_, args, ctx) => listReps(ctx.database, args),
  _allRepsMeta: async (_, args, ctx) => ({
    count: await countReps(ctx.database, args),
  }),
} satisfies QueryResolvers;

export const repMutationResolvers = {
  createRep: (_, args, ctx) => createRep(ctx.deps, requireViewer(ctx), args),
  updateRep: (_, args, ctx) => updateRep(ctx.deps, requireViewer(ctx), args),
  resetSecondFactor: (_, { id }, ctx) => resetSecondFactor(ctx.deps, requireViewer(ctx), id),
} satisfies MutationResolvers;

/** A page of reps costs one query per kind of field, not one per rep (the request's loaders). */
export const repTypeResolvers = {
  Rep: {
    groups: (u, _, ctx) => ctx.loaders.groupsOfUser.load(u.id),
    isLead: async (u, _, ctx) => (await ctx.loaders.groupsOfUser.load(u.id)).includes(leadGroup),
    assignedCount: async (u, _, ctx) => (await ctx.loaders.repCounts.load(u.id)).assignedCount,
    contactedCount: async (u, _, ctx) => (await ctx.loaders.repCounts.load(u.id)).contactedCount,
    hasSecondFactor: (u, _, ctx) => ctx.loaders.hasSecondFactor.load(u.id),
  },
} satisfies Resolvers;
