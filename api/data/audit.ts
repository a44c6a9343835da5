import { eq } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/** Removes the audit entries of an entity (a record taken back). */
export async function deleteAuditEntriesOf(tx: Db, t: Tables, entityId: string) {
  await tx.delete(t.auditLog).where(eq(t.auditLog.entityId, entityId));
}
