import type { Db, Tables } from '../../db/client';

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
