import { eq } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/** Removes the audit entries of an entity (a record taken back). */
export async function deleteAuditEntriesOf(tx: Db, t: Tables, entityId: string) {
  await tx.delete(t.auditLog).where(eq(t.auditLog.entityId, entityId));
}

export interface NewAuditEntry {
  actorId: string;
  action: string;
  entity: string;
  entityId: string;
  applicationId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export async function insertAuditEntry(tx: Db, t: Tables, entry: NewAuditEntry): Promise<void> {
  await tx.insert(t.auditLog).values(entry);
}
