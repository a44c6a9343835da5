import { requirePermission } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { inTransaction, type Data } from '../data/bound';
import { maxPerPage } from '../domain/staffFilters';
import { AppError } from '../errors';
import { publishApplicationChange } from './applicationChanges';
import { recordAudit } from './audit';
import type { ServiceDeps } from './deps';

/** The rep who receives the claims: an active staff account. */
export async function receivingRep(data: Data, toRepId: string) {
  const rep = await data.reps.repById(toRepId);
  if (!rep || !rep.isActive)
    throw new AppError('BAD_USER_INPUT', 'Choose an active representative', {
      toRepId: 'Choose an active representative',
    });
  return rep;
}

type MovedRow = NonNullable<Awaited<ReturnType<Data['applications']['reassignIf']>>>;

/**
 * Moves each application to `rep` inside the caller's transaction, each one conditional on the holder
 * read a moment before (so a claim that moved meanwhile is left alone rather than taken from its new
 * holder), and each audited with the holders by name.
 */
export async function moveClaimsIn(
  data: Data,
  viewer: Viewer,
  rep: { id: string; name: string | null },
  applications: { id: string; assignedTo: string | null }[],
  at: Date,
): Promise<MovedRow[]> {
  const chosen = applications.filter((a) => a.assignedTo !== rep.id);
  const names = new Map(
    (
      await data.reps.userNames([...new Set(chosen.flatMap((a) => (a.assignedTo ? [a.assignedTo] : [])))])
    ).map((u) => [u.id, u.name]),
  );
  const moved: MovedRow[] = [];
  for (const application of chosen) {
    const after = await data.applications.reassignIf(
      application.id,
      application.assignedTo,
      rep.id,
      at.toISOString(),
    );
    if (!after) continue;
    moved.push(after);
    await recordAudit(data, viewer, {
      action: 'reassign',
      entity: 'Application',
      entityId: application.id,
      applicationId: application.id,
      before: {
        assignedTo: application.assignedTo,
        assignedToName: application.assignedTo ? (names.get(application.assignedTo) ?? null) : null,
      },
      after: { assignedTo: rep.id, assignedToName: rep.name, assignedToAt: after.assignedToAt },
    });
  }
  return moved;
}

/** Tells the reps who have the moved applications open, once the moves committed. */
export function announceMoves(deps: ServiceDeps, viewer: Viewer, moved: MovedRow[], at: Date) {
  for (const after of moved) {
    publishApplicationChange(deps.database, {
      applicationId: after.id,
      action: 'reassign',
      actorId: viewer.id,
      actorName: viewer.name,
      assignedTo: after.assignedTo,
      status: after.status,
      at: at.toISOString(),
    });
  }
}

/** Every application a rep holds, as moveClaimsIn takes them. */
export async function claimsHeldBy(data: Data, repId: string) {
  return (await data.applications.applicationIdsHeldBy(repId)).map((id) => ({ id, assignedTo: repId }));
}

/** What a reassignment answers (schema.graphql's ReassignResult): how many moved, to whom, which. */
export const reassignResult = (rep: { id: string; name: string | null }, moved: MovedRow[]) => ({
  moved: moved.length,
  toRepId: rep.id,
  toRepName: rep.name,
  applicationIds: moved.map((a) => a.id),
});

/** One transaction: every move or none. Told to open pages after the commit. */
async function moveAll(
  deps: ServiceDeps,
  viewer: Viewer,
  toRepId: string,
  choose: (data: Data) => Promise<{ id: string; assignedTo: string | null }[]>,
) {
  const now = deps.now();
  const result = await inTransaction(deps.database, async (data) => {
    const rep = await receivingRep(data, toRepId);
    return { rep, moved: await moveClaimsIn(data, viewer, rep, await choose(data), now) };
  });
  announceMoves(deps, viewer, result.moved, now);
  return reassignResult(result.rep, result.moved);
}

/** A lead moves chosen applications (a page's worth at most) to a named rep, claimed or not. */
export async function reassignApplications(
  deps: ServiceDeps,
  viewer: Viewer,
  ids: string[],
  toRepId: string,
) {
  requirePermission(viewer, 'application:reassign');
  if (ids.length === 0 || ids.length > maxPerPage)
    throw new AppError('BAD_USER_INPUT', `Choose 1 to ${maxPerPage} applications`, {
      ids: `Choose 1 to ${maxPerPage} applications`,
    });
  return moveAll(deps, viewer, toRepId, (data) => data.applications.applicationHolders(ids));
}

/** A lead moves every claim a rep holds to another rep (a rep who leaves, or a day off). */
export async function reassignAllClaims(
  deps: ServiceDeps,
  viewer: Viewer,
  fromRepId: string,
  toRepId: string,
) {
  requirePermission(viewer, 'application:reassign');
  if (fromRepId === toRepId)
    throw new AppError('BAD_USER_INPUT', 'Choose another representative', {
      toRepId: 'Choose another representative',
    });
  return moveAll(deps, viewer, toRepId, (data) => claimsHeldBy(data, fromRepId));
}
