import { EventEmitter, on } from 'node:events';
import { receiveRelayed, relayToOtherWorkers } from '../cluster/relay';

/**
 * What staff did to an application (claim, take-over, unclaim, reassign, archive, a contact), told to
 * the reps who have its page open (`onApplicationChanged`), so that a claim another rep made shows at
 * once instead of after a reload. Published after the change committed; relayed to the other workers
 * like the bank updates (api/services/flow/plaidItemUpdates.ts). Servers on other machines are not
 * told: there the console's refetch on focus is the fallback.
 */
export interface ApplicationChange {
  applicationId: string;
  action: string;
  actorId: string;
  actorName: string | null;
  assignedTo: string | null;
  status: string;
  at: string;
}

const channel = 'applicationChange';
const emitter = new EventEmitter();
emitter.setMaxListeners(0);
let relayed = false;

const deliver = (change: ApplicationChange) => emitter.emit(`application:${change.applicationId}`, change);

export function publishApplicationChange(change: ApplicationChange): void {
  deliver(change);
  relayToOtherWorkers(channel, change);
}

/**
 * A worker hears the other workers' changes once someone subscribes in it: only a worker with a
 * borrower page open needs them (idempotent; outside a cluster there is nothing to receive).
 */
function receiveOtherWorkersChanges() {
  if (relayed) return;
  relayed = true;
  receiveRelayed(channel, (change) => deliver(change as ApplicationChange));
}

export async function* applicationChangesOf(
  applicationId: string,
  signal?: AbortSignal,
): AsyncGenerator<ApplicationChange> {
  receiveOtherWorkersChanges();
  for await (const [change] of on(emitter, `application:${applicationId}`, { signal }))
    yield change as ApplicationChange;
}

interface ChangedRow {
  id: string;
  assignedTo: string | null;
  status: string;
}

/** Waits for the change to commit, then tells the reps who have the application open. */
export async function announced<T extends ChangedRow>(
  viewer: { id: string; name: string | null },
  action: string,
  at: Date,
  change: Promise<T>,
): Promise<T> {
  const row = await change;
  publishApplicationChange({
    applicationId: row.id,
    action,
    actorId: viewer.id,
    actorName: viewer.name,
    assignedTo: row.assignedTo,
    status: row.status,
    at: at.toISOString(),
  });
  return row;
}
