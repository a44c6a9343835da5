import type { Viewer } from '../auth/viewer';
import type { Database } from '../../db/client';
import { inStatement, inTransaction, readData } from '../data/bound';
import { flagWindowMs, overUnclaimedLimit, type ReadKind } from '../domain/readLog';
import type { PendingRead, ServiceDeps } from './deps';

/** What a read records of the application read: whose it is and who holds it. */
export type ReadApplication = { id: string; assignedTo: string | null; applicationBorrowerId: string | null };

/**
 * Records a staff read of a borrower's file (SECURITY.md §28): who, whose, what, when, and from
 * where (the request's address), apart from the audit log of changes. A borrower reading their own
 * file is not logged. Reads of one page load (the console's X-Page-View) are one entry per kind.
 * A rep who, within the last hour, opened more applications they do not hold than the agency allows
 * is flagged to leads, once an hour.
 *
 * The console's other reads call it too: a full account number revealed on the Debts tab is
 * `recordRead(deps, viewer, { applicationId, kind: 'accountNumber' })`. A request that has the
 * application's row already passes its loader as `load` (a page's reads then cost no lookup each).
 * In a GraphQL request (`deps.pendingReads`) the read waits for the operation's end, where
 * `writePendingReads` writes all of them together; whether it was unclaimed is decided now.
 */
export async function recordRead(
  deps: ServiceDeps,
  viewer: Viewer | null,
  read: { applicationId: string; kind: ReadKind },
  load: (id: string) => Promise<ReadApplication | null | undefined> = (id) =>
    readData(deps.database).applications.applicationById(id),
): Promise<void> {
  if (!viewer?.isStaff) return;
  // A refetch on a page load whose entry this process wrote needs not even the application's row.
  if (writtenFor(deps.database, viewer, pageLoadOf(deps), read)) return;
  const application = await load(read.applicationId);
  if (!application) return;
  const pending: PendingRead = {
    applicationId: application.id,
    borrowerId: application.applicationBorrowerId,
    kind: read.kind,
    unclaimed: application.assignedTo !== viewer.id,
  };
  if (deps.pendingReads) deps.pendingReads.push(pending);
  else await writeReads(deps, viewer, [pending]);
}

/** The reads a GraphQL request held (`deps.pendingReads`), written together once its operation has run. */
export async function writePendingReads(deps: ServiceDeps, viewer: Viewer | null): Promise<void> {
  const reads = deps.pendingReads?.splice(0) ?? [];
  if (viewer?.isStaff && reads.length > 0) await writeReads(deps, viewer, reads);
}

/**
 * The page-load entries this process has written, by database (a bounded set, oldest dropped
 * first). A page load's entry of a kind is written once (the log's unique index; entries are never
 * deleted), so its refetches and each letter typed in a tab's search ask nothing of the database
 * here: on another process they are the insert that conflicts, as before.
 */
const written = new WeakMap<Database, Set<string>>();
const writtenKept = 10_000;

const entryKey = (viewer: Viewer, pageView: string, read: { applicationId: string; kind: ReadKind }) =>
  `${viewer.id} ${pageView} ${read.kind} ${read.applicationId}`;

function writtenOf(database: Database): Set<string> {
  let keys = written.get(database);
  if (!keys) written.set(database, (keys = new Set()));
  return keys;
}

/**
 * How long a page load the console names counts as one. The page view is the client's to name: a
 * page view sent again and again would otherwise keep a rep's reads out of the log (and out of the
 * unclaimed-views count) for good. Shorter than the flag's window, so every read within the window
 * has an entry within it.
 */
export const pageLoadMs = 15 * 60_000;

/** The page load a read belongs to: the console's page view within its quarter hour, or none. */
const pageLoadOf = (deps: ServiceDeps): string | null =>
  deps.origin.pageView && `${deps.origin.pageView}.${Math.floor(deps.now().getTime() / pageLoadMs)}`;

/** Whether this process wrote the entry of `read` for the page load `pageView` (none without one). */
const writtenFor = (
  database: Database,
  viewer: Viewer,
  pageView: string | null,
  read: { applicationId: string; kind: ReadKind },
) => !!pageView && writtenOf(database).has(entryKey(viewer, pageView, read));

async function writeReads(deps: ServiceDeps, viewer: Viewer, given: PendingRead[]): Promise<void> {
  const pageView = pageLoadOf(deps);
  const reads = given.filter((read) => !writtenFor(deps.database, viewer, pageView, read));
  if (reads.length === 0) return;
  await writeNewReads(deps, viewer, reads, pageView);
  if (!pageView) return;
  const keys = writtenOf(deps.database);
  for (const read of reads) keys.add(entryKey(viewer, pageView, read));
  for (const key of keys) {
    if (keys.size <= writtenKept) break;
    keys.delete(key);
  }
}

async function writeNewReads(
  deps: ServiceDeps,
  viewer: Viewer,
  reads: PendingRead[],
  pageView: string | null,
): Promise<void> {
  const now = deps.now();
  const since = new Date(now.getTime() - flagWindowMs).toISOString();
  const entries = new Map(reads.map((read) => [`${read.applicationId} ${read.kind}`, read]));
  const rows = [...entries.values()].map((read) => ({
    actorId: viewer.id,
    applicationId: read.applicationId,
    borrowerId: read.borrowerId,
    kind: read.kind,
    unclaimed: read.unclaimed,
    pageView,
    ipAddress: deps.origin.address,
    createdAt: now.toISOString(),
  }));
  const unclaimedIds = [...new Set(reads.filter((r) => r.unclaimed).map((r) => r.applicationId))];
  // A rep's reads of files they hold count toward no flag: the entries are the whole write.
  if (unclaimedIds.length === 0) return inStatement(deps.database, (data) => data.readLog.insertReads(rows));
  // A file read unclaimed before within the window adds no one to the rep's count: it was counted, and
  // flagged if over, at its first read there (a tab refetched or a search typed on one page load is
  // such a read, and then costs this check and the insert). Only reads before this one's instant are
  // asked about: of two requests reading a file at once (a page's tabs), the earlier never sees the
  // later's entry, so at least one counts it.
  const readBefore = await readData(deps.database).readLog.readUnclaimedSince(
    viewer.id,
    unclaimedIds,
    since,
    now.toISOString(),
  );
  if (unclaimedIds.every((id) => readBefore.has(id)))
    return inStatement(deps.database, (data) => data.readLog.insertReads(rows));
  // A newly read file: the entries, the count and the flag together, or none of them.
  await inTransaction(deps.database, async (data) => {
    await data.readLog.holdReader(viewer.id);
    await data.readLog.insertReads(rows);
    const views = await data.readLog.unclaimedReadsSince(viewer.id, since);
    if (
      !overUnclaimedLimit(views, deps.unclaimedViewsPerHour) ||
      (await data.readLog.flagSince(viewer.id, since))
    )
      return;
    await data.readLog.insertFlag({
      actorId: viewer.id,
      unclaimedViews: views,
      windowStart: since,
      createdAt: now.toISOString(),
    });
  });
}

/** Several applications read at once (an export): one entry each. */
export async function recordReads(
  deps: ServiceDeps,
  viewer: Viewer | null,
  applicationIds: readonly string[],
  kind: ReadKind,
): Promise<void> {
  for (const applicationId of new Set(applicationIds))
    await recordRead(deps, viewer, { applicationId, kind });
}
