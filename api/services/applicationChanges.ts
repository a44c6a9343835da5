import { EventEmitter, on } from 'node:events';
import type { Database } from '../../db/client';
import { requirePermission } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { fanOutOf, type FanOut } from '../cluster/fanOut';

/**
 * What staff did to an application (claim, take-over, unclaim, reassign, archive, a contact), or a new
 * application ('new'), told to the reps who have its page open (`onApplicationChanged`) and to the
 * lists (`onApplicationsChanged`), so that a claim another rep made shows at once instead of after a
 * reload. Published after the change committed, through the database's fan-out
 * like the bank updates (api/services/flow/plaidItemUpdates.ts): the other workers, and on Postgres
 * every server of the database. Its few short fields stay far below NOTIFY's 8000 bytes.
 * It is schema.graphql's ApplicationChange as published (codegen.ts maps that type to this one): the
 * holder's name is looked up as the event is sent (resolvers/subscriptions.ts).
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
/** The event every change is also told under: the lists' subscription. */
const everyApplication = 'application:*';
const emitter = new EventEmitter();
emitter.setMaxListeners(0);
const receiving = new WeakSet<FanOut>();

/** The database's fan-out, this process's subscribers listening on it (once). */
function fanOutHeard(database: Database): FanOut {
  const fanOut = fanOutOf(database);
  if (receiving.has(fanOut)) return fanOut;
  receiving.add(fanOut);
  fanOut.subscribe(channel, (payload) => {
    const change = payload as ApplicationChange;
    emitter.emit(`application:${change.applicationId}`, change);
    emitter.emit(everyApplication, change);
  });
  return fanOut;
}

export function publishApplicationChange(database: Database, change: ApplicationChange): void {
  fanOutHeard(database).publish(channel, change);
}

/** A server's start: changes published anywhere reach this process's subscriptions from now on. */
export function receiveApplicationChanges(database: Database): void {
  fanOutHeard(database);
}

/** An application's changes, for staff (the permissions table), checked as the subscription starts. */
export function applicationChangesOf(
  database: Database,
  viewer: Viewer | null,
  applicationId: string,
  signal?: AbortSignal,
): AsyncGenerator<ApplicationChange> {
  requirePermission(viewer, 'records:read');
  return changesOf(database, applicationId, signal);
}

/**
 * Every application's changes, for the lists a rep has open (the Summary, the queue, Today, who holds
 * what): claims, calls and moves by anyone, and new applications, as they commit. Staff only.
 */
export function everyApplicationChangeOf(
  database: Database,
  viewer: Viewer | null,
  signal?: AbortSignal,
): AsyncGenerator<ApplicationChange> {
  requirePermission(viewer, 'records:read');
  return changesOf(database, '*', signal);
}

async function* changesOf(
  database: Database,
  applicationId: string,
  signal?: AbortSignal,
): AsyncGenerator<ApplicationChange> {
  fanOutHeard(database);
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
  database: Database,
  viewer: { id: string; name: string | null },
  action: string,
  at: Date,
  change: Promise<T>,
): Promise<T> {
  const row = await change;
  publishApplicationChange(database, {
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
