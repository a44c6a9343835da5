import { countApplications } from '../../data/applicationList';
import type { SavedQueryRow } from '../../data/savedQueries';
import { revealAccountNumber } from '../../services/accountNumbers';
import { floorStats } from '../../services/floorStats';
import { discardFormDraft, formDraft, saveFormDraft } from '../../services/formDrafts';
import {
  createSavedQuery,
  filterOfSavedQuery,
  removeSavedQuery,
  savedQueries,
  updateSavedQuery,
} from '../../services/savedQueries';
import { requireViewer, type Context } from '../context';

/* The console's own working state (issue 20): saved lists, form drafts, the floor's figures, reveals. */

export const consoleQueryResolvers = {
  savedQueries: (_: unknown, { listKey }: { listKey: string }, ctx: Context) =>
    savedQueries(ctx.deps, requireViewer(ctx), listKey),
  formDraft: (_: unknown, { formKey }: { formKey: string }, ctx: Context) =>
    formDraft(ctx.deps, requireViewer(ctx), formKey),
  floorStats: (_: unknown, args: { dayStart: string; weekStart: string }, ctx: Context) =>
    floorStats(ctx.deps, requireViewer(ctx), args),
};

export const consoleMutationResolvers = {
  revealAccountNumber: (_: unknown, { debtId }: { debtId: string }, ctx: Context) =>
    revealAccountNumber(ctx.deps, requireViewer(ctx), debtId),
  createSavedQuery: (
    _: unknown,
    args: { name: string; listKey: string; filterValues: string; isPublished?: boolean | null },
    ctx: Context,
  ) => createSavedQuery(ctx.deps, requireViewer(ctx), args),
  updateSavedQuery: (
    _: unknown,
    args: { id: string; name?: string | null; isPublished?: boolean | null },
    ctx: Context,
  ) => updateSavedQuery(ctx.deps, requireViewer(ctx), args),
  deleteSavedQuery: (_: unknown, { id }: { id: string }, ctx: Context) =>
    removeSavedQuery(ctx.deps, requireViewer(ctx), id),
  saveFormDraft: (
    _: unknown,
    args: { formKey: string; applicationId: string; values: string },
    ctx: Context,
  ) => saveFormDraft(ctx.deps, requireViewer(ctx), args),
  discardFormDraft: (_: unknown, { formKey }: { formKey: string }, ctx: Context) =>
    discardFormDraft(ctx.deps, requireViewer(ctx), formKey),
};

export const consoleTypeResolvers = {
  SavedQuery: {
    filterValues: (q: SavedQueryRow) => JSON.stringify(q.filterValues),
    ownerName: async (q: SavedQueryRow, _: unknown, ctx: Context) =>
      (await ctx.loaders.user.load(q.ownerId))?.name ?? null,
    /** The live count: the saved filter, for this viewer, at this request's clock. */
    count: (q: SavedQueryRow, _: unknown, ctx: Context) =>
      countApplications(
        ctx.database,
        { filter: { ...filterOfSavedQuery(q, requireViewer(ctx).id, ctx.now()) } },
        ctx.now(),
      ),
  },
  FormDraft: {
    values: (d: { values: unknown }) => JSON.stringify(d.values),
  },
};
