import { EventEmitter, on } from 'node:events';
import { receiveRelayed, relayToOtherWorkers } from '../../cluster/relay';
import type { WorkspaceKind } from '../../domain/workspace';

/**
 * The bank items' updates, published to their owner's subscriptions (onUpdatePlaidItem). The
 * subscribers of this process hear an update at once; with several workers (`WEB_CONCURRENCY`) it
 * is also relayed through the cluster primary to the other workers, since a borrower's socket and
 * the webhook or mutation that updates their bank may reach different ones. Servers on other
 * machines are not told: there the site's polling of `myApplication` is the fallback
 * (docs/decisions.md, "Serving on every core").
 */
export interface PlaidItemUpdate {
  /** Live and training share the process, never their subscribers. */
  workspace: WorkspaceKind;
  owner: string;
  item: Record<string, unknown> & { id: string; isFinishedHistoricalUpdate: boolean };
}

const channel = 'plaidItemUpdate';
const emitter = new EventEmitter();
emitter.setMaxListeners(0);

const deliver = (update: PlaidItemUpdate) =>
  emitter.emit(`${update.workspace}:item:${update.owner}`, update.item);

export function publishPlaidItemUpdate(update: PlaidItemUpdate): void {
  deliver(update);
  relayToOtherWorkers(channel, update);
}

/** A worker's start: the updates published in the other workers reach this one's subscriptions. */
export function receivePlaidItemUpdatesOfOtherWorkers(): void {
  receiveRelayed(channel, (update) => deliver(update as PlaidItemUpdate));
}

export async function* plaidItemUpdatesFor(
  workspace: WorkspaceKind,
  owner: string,
  signal?: AbortSignal,
): AsyncGenerator<PlaidItemUpdate['item']> {
  for await (const [item] of on(emitter, `${workspace}:item:${owner}`, { signal }))
    yield item as PlaidItemUpdate['item'];
}
