import { assertOwnerOrStaff } from '../../auth/permissions';
import { applicationChangesOf, type ApplicationChange } from '../../services/applicationChanges';
import { plaidItemUpdatesFor } from '../../services/flow/plaidItemUpdates';
import type { Context } from '../context';

export const subscriptionResolvers = {
  onUpdatePlaidItem: {
    /** Delivered only to the item's owner (or staff). */
    subscribe: (_: unknown, { owner }: { owner: string }, ctx: Context) => {
      assertOwnerOrStaff(ctx.viewer!, owner, 'Bank item');
      return (async function* () {
        yield* plaidItemUpdatesFor(ctx.deps.workspace, owner);
      })();
    },
  },
  /** Staff only (the permissions table); the holder's name is looked up as the event is sent. */
  onApplicationChanged: {
    subscribe: (_: unknown, { id }: { id: string }) =>
      (async function* () {
        yield* applicationChangesOf(id);
      })(),
  },
};

export const applicationChangeTypeResolvers = {
  ApplicationChange: {
    assignedToName: async (change: ApplicationChange, _: unknown, ctx: Context) =>
      change.assignedTo ? ((await ctx.loaders.user.load(change.assignedTo))?.name ?? null) : null,
  },
};
