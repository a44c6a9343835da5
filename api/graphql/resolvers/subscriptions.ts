import { assertOwnerOrStaff } from '../../auth/permissions';
import { applicationChangesOf, type ApplicationChange } from '../../services/applicationChanges';
import { plaidItemUpdatesFor } from '../../services/flow/plaidItemUpdates';
import type { BankItemRow } from '../rows';
import type { Resolvers, SubscriptionResolvers } from '../generated/resolvers';

export const subscriptionResolvers = {
  onUpdatePlaidItem: {
    resolve: (item: BankItemRow) => item,
    /** Delivered only to the item's owner (or staff). */
    subscribe: (_, { owner }, ctx) => {
      assertOwnerOrStaff(ctx.viewer!, owner, 'Bank item');
      return (async function* () {
        yield* plaidItemUpdatesFor(ctx.deps.database, ctx.deps.workspace, owner);
      })();
    },
  },
  /** Staff only (the permissions table); the holder's name is looked up as the event is sent. */
  onApplicationChanged: {
    resolve: (change: ApplicationChange) => change,
    subscribe: (_, { id }, ctx) =>
      (async function* () {
        yield* applicationChangesOf(ctx.deps.database, id);
      })(),
  },
} satisfies SubscriptionResolvers;

export const applicationChangeTypeResolvers = {
  ApplicationChange: {
    assignedToName: async (change, _, ctx) =>
      change.assignedTo ? ((await ctx.loaders.user.load(change.assignedTo))?.name ?? null) : null,
  },
} satisfies Resolvers;
