import type { Viewer } from '../auth/viewer';
import type { Data } from '../data/bound';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string;
  applicationId?: string | null;
  before?: object | null;
  after?: object | null;
}

/** Written inside the caller's transaction, so the change and its record stand or fall together. */
export async function recordAudit(data: Data, actor: Viewer, entry: AuditEntry): Promise<void> {
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
