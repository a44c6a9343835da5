import { notFound } from '../../errors';
import { countReps, listReps, repCounts } from '../../data/reps';
import { groupsOf } from '../../data/users';
import { leadGroup } from '../../domain/permissions';
import { secondFactorOf } from '../../data/secondFactors';
import { resetSecondFactor } from '../../services/accounts/secondFactor';
import { createRep, updateRep, type NewRep, type RepChanges } from '../../services/reps';
import { requireViewer, type Context } from '../context';
import type { ListArgs } from '../../data/listQuery';

interface UserRow {
  id: string;
}

export const repQueryResolvers = {
  me: (_: unknown, __: unknown, ctx: Context) => ctx.viewer,
  Rep: async (_: unknown, { id }: { id: string }, ctx: Context) => {
    const [rep] = await listReps(ctx.database, { filter: { ids: [id] } });
    if (!rep) throw notFound('Rep');
    return rep;
  },
  allReps: (_: unknown, args: ListArgs, ctx: Context) => listReps(ctx.database, args),
  _allRepsMeta: async (_: unknown, args: ListArgs, ctx: Context) => ({
    count: await countReps(ctx.database, args),
  }),
};

export const repMutationResolvers = {
  createRep: (_: unknown, args: NewRep, ctx: Context) => createRep(ctx.deps, requireViewer(ctx), args),
  updateRep: (_: unknown, args: RepChanges, ctx: Context) => updateRep(ctx.deps, requireViewer(ctx), args),
  resetSecondFactor: (_: unknown, { id }: { id: string }, ctx: Context) =>
    resetSecondFactor(ctx.deps, requireViewer(ctx), id),
};

export const repTypeResolvers = {
  Rep: {
    groups: (u: UserRow, _: unknown, ctx: Context) => groupsOf(ctx.database.db, ctx.database.t, u.id),
    isLead: async (u: UserRow, _: unknown, ctx: Context) =>
      (await groupsOf(ctx.database.db, ctx.database.t, u.id)).includes(leadGroup),
    assignedCount: async (u: UserRow, _: unknown, ctx: Context) =>
      (await repCounts(ctx.database.db, ctx.database.t, u.id)).assignedCount,
    contactedCount: async (u: UserRow, _: unknown, ctx: Context) =>
      (await repCounts(ctx.database.db, ctx.database.t, u.id)).contactedCount,
    hasSecondFactor: async (u: UserRow, _: unknown, ctx: Context) =>
      Boolean((await secondFactorOf(ctx.database.db, ctx.database.t, u.id))?.confirmedAt),
  },
};
