import { updateAlert } from '../../services/alerts';
import { correctContactAttempt, createContactAttempt } from '../../services/contactAttempts';
import { sendReconnectLink } from '../../services/reconnectLink';
import * as plans from '../../services/plans';
import { updateBorrower } from '../../services/records';
import { requireViewer } from '../context';
import { requireArgs } from '../requiredArgs';
import type { MutationResolvers } from '../generated/resolvers';

export const actionMutationResolvers = {
  updateBorrower: (_, args, ctx) => updateBorrower(ctx.deps, requireViewer(ctx), requireArgs(args, 'id')),
  sendReconnectLink: (_, { applicationId }, ctx) =>
    sendReconnectLink(ctx.deps, requireViewer(ctx), applicationId),
  createContactAttempt: (_, args, ctx) =>
    createContactAttempt(ctx.deps, requireViewer(ctx), {
      ...requireArgs(args, 'applicationId'),
      // The rule's own message names a missing method or outcome (contactAttemptErrors).
      method: args.method ?? '',
      outcome: args.outcome ?? '',
    }),
  updateContactAttempt: (_, args, ctx) =>
    correctContactAttempt(ctx.deps, requireViewer(ctx), {
      ...args,
      // Cleared is not unchanged: the rule's own message names the missing choice.
      method: args.method === null ? '' : args.method,
      outcome: args.outcome === null ? '' : args.outcome,
    }),
  createDmpEnrollment: (_, args, ctx) =>
    plans.createDmpEnrollment(ctx.deps, requireViewer(ctx), requireArgs(args, 'applicationId')),
  updateDmpEnrollment: (_, args, ctx) =>
    plans.updateDmpEnrollment(ctx.deps, requireViewer(ctx), requireArgs(args, 'id')),
  createRentalReliefPlan: (_, args, ctx) =>
    plans.createRentalReliefPlan(ctx.deps, requireViewer(ctx), requireArgs(args, 'applicationId')),
  updateRentalReliefPlan: (_, args, ctx) =>
    plans.updateRentalReliefPlan(ctx.deps, requireViewer(ctx), requireArgs(args, 'id')),
  updateAlert: (_, args, ctx) => updateAlert(ctx.deps, requireViewer(ctx), args),
} satisfies MutationResolvers;
