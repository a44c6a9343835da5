import { requirePermission } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { inTransaction, type Data } from '../data/bound';
import { isArchived, statusAfterArchive, statusAfterUnarchive } from '../domain/applicationStatus';
import {
  alreadyClaimedByYou,
  claimedByAnother,
  noLongerClaimed,
  notClaimed,
  takenOverMeanwhile,
  unclaimRefused,
} from '../domain/messages';
import { AppError, notFound } from '../errors';
import { announced } from './applicationChanges';
import { recordAudit } from './audit';
import type { ServiceDeps } from './deps';

async function loadForUpdate(data: Data, id: string) {
  const application = await data.applications.applicationById(id);
  if (!application) throw notFound('Application');
  return application;
}

/** A claim or take-over that matched no row: the viewer holds it already, else `otherwise`. */
function claimRefused(viewer: Viewer, holder: string | null, otherwise: string) {
  return new AppError('CONFLICT', holder === viewer.id ? alreadyClaimedByYou : otherwise);
}

/**
 * One conditional UPDATE … WHERE assigned_to IS NULL: of many reps claiming at once, exactly one
 * row is returned; everyone else gets CONFLICT.
 */
export async function claimApplication(deps: ServiceDeps, viewer: Viewer, id: string) {
  requirePermission(viewer, 'application:claim');
  const { database } = deps;
  const now = deps.now();
  const change = inTransaction(database, async (data) => {
    const before = await loadForUpdate(data, id);
    const after = await data.applications.assignIfUnclaimed(id, viewer.id, now.toISOString());
    if (!after) throw claimRefused(viewer, before.assignedTo, claimedByAnother);
    await recordAudit(data, viewer, {
      action: 'claim',
      entity: 'Application',
      entityId: id,
      applicationId: id,
      before: { assignedTo: before.assignedTo, assignedToAt: before.assignedToAt },
      after: { assignedTo: after.assignedTo, assignedToAt: after.assignedToAt },
    });
    return after;
  });
  return announced(deps.database, viewer, 'claim', now, change);
}

/**
 * Staff can claim any application (spec §6): one another rep holds is taken over, after the console
 * asked 'Take over from …?'. Conditional on the holder still being `fromRepId` (one UPDATE … WHERE
 * assigned_to = fromRepId), so of two take-overs at once exactly one wins, and a take-over the
 * screen was stale for (the holder changed or let go) is refused rather than applied blindly.
 * Recorded with the holder before and after (the History tab).
 */
export async function takeOverApplication(deps: ServiceDeps, viewer: Viewer, id: string, fromRepId: string) {
  requirePermission(viewer, 'application:claim');
  const { database } = deps;
  const now = deps.now();
  const change = inTransaction(database, async (data) => {
    const before = await loadForUpdate(data, id);
    if (fromRepId === viewer.id) throw new AppError('CONFLICT', alreadyClaimedByYou);
    const after = await data.applications.assignIfHeldBy(id, fromRepId, viewer.id, now.toISOString());
    if (!after)
      throw claimRefused(viewer, before.assignedTo, before.assignedTo ? takenOverMeanwhile : noLongerClaimed);
    // The holders by name too: the History tab reads 'assignedToName: Rita Rep → Ravi Rep'.
    const holders = await data.reps.userNames([fromRepId, viewer.id]);
    const nameOf = (repId: string) => holders.find((h) => h.id === repId)?.name ?? null;
    await recordAudit(data, viewer, {
      action: 'takeOver',
      entity: 'Application',
      entityId: id,
      applicationId: id,
      before: { assignedTo: fromRepId, assignedToName: nameOf(fromRepId), assignedToAt: before.assignedToAt },
      after: { assignedTo: viewer.id, assignedToName: nameOf(viewer.id), assignedToAt: after.assignedToAt },
    });
    return after;
  });
  return announced(deps.database, viewer, 'takeOver', now, change);
}

/**
 * Lets go of the viewer's own claim: one UPDATE … WHERE assigned_to = the viewer, so an Unclaim
 * from a screen that still says '(You)' after another rep took the application over is refused
 * (naming the holder) rather than removing their claim behind their back.
 */
export async function unclaimApplication(deps: ServiceDeps, viewer: Viewer, id: string) {
  requirePermission(viewer, 'application:claim');
  const { database } = deps;
  const change = inTransaction(database, async (data) => {
    const before = await loadForUpdate(data, id);
    const after = await data.applications.unassignIfHeldBy(id, viewer.id);
    if (!after) throw await unclaimConflict(data, id);
    await recordAudit(data, viewer, {
      action: 'unclaim',
      entity: 'Application',
      entityId: id,
      applicationId: id,
      before: { assignedTo: before.assignedTo, assignedToAt: before.assignedToAt },
      after: { assignedTo: null, assignedToAt: null },
    });
    return after;
  });
  return announced(deps.database, viewer, 'unclaim', deps.now(), change);
}

/** Why an unclaim matched no row: nobody holds the application now, or someone else does (named). */
async function unclaimConflict(data: Data, id: string) {
  const holder = (await loadForUpdate(data, id)).assignedTo;
  if (!holder) return new AppError('CONFLICT', notClaimed);
  const [named] = await data.reps.userNames([holder]);
  return new AppError('CONFLICT', unclaimRefused(named?.name ?? 'Another representative'));
}

async function moveStatus(data: Data, viewer: Viewer, id: string, from: string, to: string, action: string) {
  // Conditional on the status read, so two reps acting at once cannot both move it.
  const after = await data.applications.setStatusIfStill(id, from, to);
  if (!after)
    throw new AppError('CONFLICT', 'The application changed meanwhile. Please reload and try again.');
  await recordAudit(data, viewer, {
    action,
    entity: 'Application',
    entityId: id,
    applicationId: id,
    before: { status: from },
    after: { status: to },
  });
  return after;
}

export async function archiveApplication(deps: ServiceDeps, viewer: Viewer, id: string) {
  requirePermission(viewer, 'application:archive');
  const { database } = deps;
  const change = inTransaction(database, async (data) => {
    const before = await loadForUpdate(data, id);
    if (isArchived(before.status)) throw new AppError('CONFLICT', 'This application is already archived.');
    return moveStatus(data, viewer, id, before.status, statusAfterArchive(before.status), 'archive');
  });
  return announced(deps.database, viewer, 'archive', deps.now(), change);
}

export async function unarchiveApplication(deps: ServiceDeps, viewer: Viewer, id: string) {
  requirePermission(viewer, 'application:archive');
  const { database } = deps;
  const change = inTransaction(database, async (data) => {
    const before = await loadForUpdate(data, id);
    if (!isArchived(before.status)) throw new AppError('CONFLICT', 'This application is not archived.');
    const facts = await data.applicationList.applicationFacts(id);
    const next = statusAfterUnarchive({
      status: before.status,
      lastCompletedPage: before.lastCompletedPage,
      ...facts,
    });
    return moveStatus(data, viewer, id, before.status, next, 'unarchive');
  });
  return announced(deps.database, viewer, 'unarchive', deps.now(), change);
}

/**
 * Undo of an archive (the console's Undo beside 'Application archived'): the status the application
 * had before its newest archive comes back exactly — not the spec's unarchive rule, which may pick
 * another. Only while that archive is still the newest status change and the application still has
 * the status it set; otherwise CONFLICT, and Unarchive is the way.
 */
export async function undoArchiveApplication(deps: ServiceDeps, viewer: Viewer, id: string) {
  requirePermission(viewer, 'application:archive');
  const { database } = deps;
  const change = inTransaction(database, async (data) => {
    const before = await loadForUpdate(data, id);
    const entry = await data.audit.latestArchiveEntry(id);
    const restored = entry?.action === 'archive' ? entry.before?.status : undefined;
    if (typeof restored !== 'string' || entry?.after?.status !== before.status)
      throw new AppError('CONFLICT', 'This archive can no longer be undone. Please use Unarchive.');
    return moveStatus(data, viewer, id, before.status, restored, 'undoArchive');
  });
  return announced(deps.database, viewer, 'unarchive', deps.now(), change);
}
