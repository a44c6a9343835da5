import { requirePermission } from '../auth/permissions';
import { endSessionsOf } from '../auth/sessionStore';
import type { Viewer } from '../auth/viewer';
import { inTransaction, readData } from '../data/bound';
import { AppError, notFound } from '../errors';
import { recordAudit } from './audit';
import type { ServiceDeps } from './deps';
import { announceMoves, claimsHeldBy, moveClaimsIn, receivingRep, reassignResult } from './reassign';
import type * as Schema from '../domain/generated/schema';

/*
 * Who holds what on the floor (issue 42): a lead sees each rep's open claims and call-backs, and moves
 * a rep's work, or switches a rep off with their work moved, in one step. Nothing is left with an
 * account that cannot sign in.
 */

/** A rep's open work, as schema.graphql's RepWorkload. */
export type RepWorkload = Omit<Schema.RepWorkload, '__typename'>;

/** Every active staff account, and any switched-off one that still holds claims, by name. */
export async function staffWorkload(deps: ServiceDeps, viewer: Viewer): Promise<RepWorkload[]> {
  requirePermission(viewer, 'reps:manage');
  const data = readData(deps.database);
  const held = await data.reps.workloadByRep(deps.now().toISOString());
  const byRep = new Map(held.map((row) => [row.repId, row]));
  const staff = await data.reps.staffForWorkload([...byRep.keys()]);
  return staff.map((rep) => {
    const work = byRep.get(rep.id);
    return {
      repId: rep.id,
      repName: rep.name,
      email: rep.email,
      isActive: rep.isActive,
      claims: work?.claims ?? 0,
      callbacks: work?.callbacks ?? 0,
      dueCallbacks: work?.due ?? 0,
      nextCallbackAt: work?.nextCallbackAt ?? null,
    };
  });
}

/** Said when a rep who holds work would be switched off without naming who takes it. */
export const holdsWorkMessage = (name: string | null, claims: number) =>
  `${name ?? 'This representative'} holds ${claims} application${claims === 1 ? '' : 's'}: choose who takes them (Deactivate on the Reps or Who holds what screen).`;

/**
 * Switches a rep off and moves every application they hold (with its call-back) to `toRepId`, in
 * one transaction with the audit entries; then ends the rep's sessions and tells open pages.
 */
export async function deactivateRep(deps: ServiceDeps, viewer: Viewer, repId: string, toRepId: string) {
  requirePermission(viewer, 'reps:manage');
  requirePermission(viewer, 'application:reassign');
  if (repId === viewer.id)
    throw new AppError('BAD_USER_INPUT', 'You cannot deactivate or demote your own account.');
  if (repId === toRepId)
    throw new AppError('BAD_USER_INPUT', 'Choose another representative', {
      toRepId: 'Choose another representative',
    });
  const now = deps.now();
  const result = await inTransaction(deps.database, async (data) => {
    const before = await data.reps.repById(repId);
    if (!before) throw notFound('Rep');
    const rep = await receivingRep(data, toRepId);
    const moved = await moveClaimsIn(data, viewer, rep, await claimsHeldBy(data, repId), now);
    await data.users.updateAccount(repId, { isActive: false });
    await recordAudit(data, viewer, {
      action: 'deactivate',
      entity: 'Rep',
      entityId: repId,
      before: { isActive: before.isActive },
      after: { isActive: false, movedTo: rep.id, movedToName: rep.name, moved: moved.length },
    });
    return { rep, moved };
  });
  await endSessionsOf(deps.database, repId);
  announceMoves(deps, viewer, result.moved, now);
  return reassignResult(result.rep, result.moved);
}
