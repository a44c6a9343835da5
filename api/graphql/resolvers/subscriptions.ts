import {
  applicationChangesOf,
  everyApplicationChangeOf,
  type ApplicationChange,
} from '../../services/applicationChanges';
import { plaidItemUpdatesFor } from '../../services/flow/plaidItemUpdates';
import { requireViewer } from '../context';
import type { BankItemRow } from '../rows';
import type { Resolvers, SubscriptionResolvers } from '../generated/resolvers';

export const subscriptionResolvers = {
  onUpdatePlaidItem: {
    resolve: (item: BankItemRow) => item,
    /** Delivered only to the item's owner (or staff). */
    subscribe: (_, { owner }, ctx) =>
      plaidItemUpdatesFor(ctx.deps.database, ctx.deps.workspace, requireViewer(ctx), owner),
  },
  /** Staff only (the permissions table); the holder's name is looked up as the event is sent. */
  onApplicationChanged: {
    resolve: (change: ApplicationChange) => change,
    subscribe: (_, { id }, ctx) => applicationChangesOf(ctx.deps.database, ctx.viewer, id),
  },
  /** Staff only: the lists that update themselves (claims, calls, moves, new applications). */
  onApplicationsChanged: {
    resolve: (change: ApplicationChange) => change,
    subscribe: (_, __, ctx) => everyApplicationChangeOf(ctx.deps.database, ctx.viewer),
  },
} satisfies SubscriptionResolvers;

export const applicationChangeTypeResolvers = {
  ApplicationChange: {
    assignedToName: async (change, _, ctx) =>
      change.assignedTo ? ((await ctx.loaders.user.load(change.assignedTo))?.name ?? null) : null,
  },
} satisfies Resolvers;
