import { EventEmitter, on } from 'node:events';

/**
 * The bank items' updates, published to their owner's subscriptions (onUpdatePlaidItem). In-process:
 * with several API processes a borrower's socket and the webhook may land on different ones, and
 * the site then falls back to polling `myApplication` (recorded in docs/decisions.md).
 */
export interface PlaidItemUpdate {
  owner: string;
  item: Record<string, unknown> & { id: string; isFinishedHistoricalUpdate: boolean };
}

const emitter = new EventEmitter();
emitter.setMaxListeners(0);

export function publishPlaidItemUpdate(update: PlaidItemUpdate): void {
  emitter.emit(`item:${update.owner}`, update.item);
}

export async function* plaidItemUpdatesFor(
  owner: string,
  signal?: AbortSignal,
): AsyncGenerator<PlaidItemUpdate['item']> {
  for await (const [item] of on(emitter, `item:${owner}`, { signal })) yield item as PlaidItemUpdate['item'];
}
