import { EventEmitter, on } from 'node:events';
import type { Database } from '../../../db/client';
import { assertOwnerOrStaff } from '../../auth/permissions';
import type { Viewer } from '../../auth/viewer';
import { fanOutOf, type FanOut } from '../../cluster/fanOut';
import { readData } from '../../data/bound';
import type { WorkspaceKind } from '../../domain/workspace';

/**
 * The bank items' updates, published to their owner's subscriptions (onUpdatePlaidItem). A
 * borrower's socket and the webhook or mutation that updates their bank may reach different
 * processes, so an update goes through the database's fan-out (api/cluster/fanOut.ts): to the other
 * workers of this server, and on Postgres to every server of the database. What travels is the
 * item's id, never its row (it holds the access token); each process reads the row as it delivers.
 */
export interface PlaidItemUpdate {
  /** Live and training share the process, never their subscribers. */
  workspace: WorkspaceKind;
  owner: string;
  itemId: string;
}

export type PlaidItemRow = Record<string, unknown> & { id: string; isFinishedHistoricalUpdate: boolean };

const channel = 'plaidItemUpdate';
const emitter = new EventEmitter();
emitter.setMaxListeners(0);
const receiving = new WeakSet<FanOut>();

/** The database's fan-out, this process's subscribers listening on it (once). */
function fanOutHeard(database: Database): FanOut {
  const fanOut = fanOutOf(database);
  if (receiving.has(fanOut)) return fanOut;
  receiving.add(fanOut);
  fanOut.subscribe(channel, async (payload) => {
    const { workspace, owner, itemId } = payload as PlaidItemUpdate;
    const item = await readData(database).bank.bankItemById(itemId);
    if (item) emitter.emit(`${workspace}:item:${owner}`, item);
  });
  return fanOut;
}

export function publishPlaidItemUpdate(database: Database, update: PlaidItemUpdate): void {
  fanOutHeard(database).publish(channel, update);
}

/** A server's start: updates published anywhere reach this process's subscriptions from now on. */
export function receivePlaidItemUpdates(database: Database): void {
  fanOutHeard(database);
}

/**
 * The updates of `owner`'s bank items, for that owner or staff: another borrower's are not found, as
 * an unknown item. Checked as the subscription starts, before anything is delivered.
 */
export function plaidItemUpdatesFor(
  database: Database,
  workspace: WorkspaceKind,
  viewer: Viewer,
  owner: string,
  signal?: AbortSignal,
): AsyncGenerator<PlaidItemRow> {
  assertOwnerOrStaff(viewer, owner, 'Bank item');
  return updatesOf(database, workspace, owner, signal);
}

async function* updatesOf(
  database: Database,
  workspace: WorkspaceKind,
  owner: string,
  signal?: AbortSignal,
): AsyncGenerator<PlaidItemRow> {
  fanOutHeard(database);
  for await (const [item] of on(emitter, `${workspace}:item:${owner}`, { signal }))
    yield item as PlaidItemRow;
}
