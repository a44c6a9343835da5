import type { Viewer } from '../auth/viewer';
import type { Data } from '../data/bound';
import type { AuditEntity } from '../domain/auditEntity';

export interface AuditEntry {
  action: string;
  entity: AuditEntity;
  entityId: string;
  applicationId?: string | null;
  before?: object | null;
  after?: object | null;
}

/**
 * Written inside the caller's transaction, so the change and its record stand or fall together. The
 * actor is whoever proved who they are: a session's viewer, or an account's owner following its link.
 */
export async function recordAudit(data: Data, actor: Pick<Viewer, 'id'>, entry: AuditEntry): Promise<void> {
  await data.audit.insertAuditEntry({
    actorId: actor.id,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    applicationId: entry.applicationId ?? null,
    before: (entry.before ?? null) as Record<string, unknown> | null,
    after: (entry.after ?? null) as Record<string, unknown> | null,
  });
}

/**
 * A step of the borrower flow (a credit pull, a decision, income, hardships) is a staff action when a
 * rep takes it for a caller: audited like the console's, who, what, before and after, in the step's own
 * transaction (SECURITY.md §22). The borrower's own steps are their answers, not staff actions.
 */
export async function recordStaffStep(data: Data, actor: Viewer, entry: AuditEntry): Promise<void> {
  if (actor.isStaff) await recordAudit(data, actor, entry);
}
