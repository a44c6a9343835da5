import { assertOwnerOrStaff } from '../../auth/permissions';
import { plaidItemUpdatesFor } from '../../services/flow/plaidItemUpdates';
import type { Context } from '../context';

export const subscriptionResolvers = {
  onUpdatePlaidItem: {
    /** Delivered only to the item's owner (or staff). */
    subscribe: (_: unknown, { owner }: { owner: string }, ctx: Context) => {
      assertOwnerOrStaff(ctx.viewer!, owner, 'Bank item');
      return (async function* () {
        yield* plaidItemUpdatesFor(ctx.flow.workspace, owner);
      })();
    },
  },
};
