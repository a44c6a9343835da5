import { countApplications } from '../../data/applicationList';
import { revealAccountNumber } from '../../services/accountNumbers';
import { floorStats } from '../../services/floorStats';
import { retryFailedMail } from '../../services/retryMail';
import { discardFormDraft, formDraft, saveFormDraft } from '../../services/formDrafts';
import {
  createSavedQuery,
  filterOfSavedQuery,
  removeSavedQuery,
  savedQueries,
  updateSavedQuery,
} from '../../services/savedQueries';
import { completeCreditReview, saveCreditReview } from '../../services/creditReview/creditReview';
import { importCreditReviewReport } from '../../services/creditReview/importReport';
import { requireViewer } from '../context';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers';

/* The console's own working state (issue 20): saved lists, form drafts, the floor's figures, reveals. */

export const consoleQueryResolvers = {
  savedQueries: (_, { listKey }, ctx) => savedQueries(ctx.deps, requireViewer(ctx), listKey),
  formDraft: (_, { formKey }, ctx) => formDraft(ctx.deps, requireViewer(ctx), formKey),
  floorStats: (_, args, ctx) => floorStats(ctx.deps, requireViewer(ctx), args),
} satisfies QueryResolvers;

export const consoleMutationResolvers = {
  revealAccountNumber: (_, { debtId }, ctx) => revealAccountNumber(ctx.deps, requireViewer(ctx), debtId),
  retryEmail: async (_, { id }, ctx) => {
    await retryFailedMail(ctx.deps, requireViewer(ctx), id);
    return true;
  },
  createSavedQuery: (_, args, ctx) => createSavedQuery(ctx.deps, requireViewer(ctx), args),
  updateSavedQuery: (_, args, ctx) => updateSavedQuery(ctx.deps, requireViewer(ctx), args),
  deleteSavedQuery: (_, { id }, ctx) => removeSavedQuery(ctx.deps, requireViewer(ctx), id),
  saveFormDraft: (_, args, ctx) => saveFormDraft(ctx.deps, requireViewer(ctx), args),
  discardFormDraft: (_, { formKey }, ctx) => discardFormDraft(ctx.deps, requireViewer(ctx), formKey),
  saveCreditReview: (_, { input }, ctx) => saveCreditReview(ctx.deps, requireViewer(ctx), input),
  importCreditReviewReport: (_, { input }, ctx) =>
    importCreditReviewReport(ctx.deps, requireViewer(ctx), {
      ...input,
      person: input.person === 'spouse' ? 'spouse' : 'borrower',
    }),
  completeCreditReview: (_, { id }, ctx) => completeCreditReview(ctx.deps, requireViewer(ctx), id),
} satisfies MutationResolvers;

export const consoleTypeResolvers = {
  SavedQuery: {
    filterValues: (q) => JSON.stringify(q.filterValues),
    ownerName: async (q, _, ctx) => (await ctx.loaders.user.load(q.ownerId))?.name ?? null,
    /** The live count: the saved filter, for this viewer, at this request's clock. */
    count: (q, _, ctx) =>
      countApplications(
        ctx.database,
        { filter: { ...filterOfSavedQuery(q, requireViewer(ctx).id, ctx.now()) } },
        ctx.now(),
      ),
  },
  FormDraft: {
    values: (d) => JSON.stringify(d.values),
  },
} satisfies Resolvers;
