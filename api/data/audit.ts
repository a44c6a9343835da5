import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';
import type { AuditEntity } from '../domain/auditEntity';

/** Removes the audit entries of an entity (a record taken back). */
export async function deleteAuditEntriesOf(tx: Db, t: Tables, entityId: string) {
  await tx.delete(t.auditLog).where(eq(t.auditLog.entityId, entityId));
}

export interface NewAuditEntry {
  actorId: string;
  action: string;
  entity: AuditEntity;
  entityId: string;
  applicationId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export async function insertAuditEntry(tx: Db, t: Tables, entry: NewAuditEntry): Promise<void> {
  await tx.insert(t.auditLog).values(entry);
}

/** The application's newest archive or unarchive entry, or null. */
export async function latestArchiveEntry(db: Db, t: Tables, applicationId: string) {
  const [entry] = await db
    .select()
    .from(t.auditLog)
    .where(
      and(
        eq(t.auditLog.applicationId, applicationId),
        eq(t.auditLog.entity, 'Application'),
        inArray(t.auditLog.action, ['archive', 'unarchive', 'undoArchive']),
      ),
    )
    .orderBy(desc(t.auditLog.createdAt))
    .limit(1);
  return entry ?? null;
}
