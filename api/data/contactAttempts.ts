import type { Db, Tables } from '../../db/client';
import { and, desc, eq } from 'drizzle-orm';

export async function insertContactAttempt(
  tx: Db,
  t: Tables,
  values: Tables['contactAttempts']['$inferInsert'],
) {
  const [attempt] = await tx.insert(t.contactAttempts).values(values).returning();
  return attempt;
}

/** When the application's newest contact attempt with this outcome was made, or null. */
export async function lastContactAttemptAt(db: Db, t: Tables, applicationId: string, outcome: string) {
  const [last] = await db
    .select({ createdAt: t.contactAttempts.createdAt })
    .from(t.contactAttempts)
    .where(and(eq(t.contactAttempts.applicationId, applicationId), eq(t.contactAttempts.outcome, outcome)))
    .orderBy(desc(t.contactAttempts.createdAt))
    .limit(1);
  return last?.createdAt ?? null;
}

export async function deleteContactAttempt(tx: Db, t: Tables, id: string) {
  await tx.delete(t.contactAttempts).where(eq(t.contactAttempts.id, id));
}

export async function contactAttemptById(db: Db, t: Tables, id: string) {
  const [attempt] = await db.select().from(t.contactAttempts).where(eq(t.contactAttempts.id, id));
  return attempt ?? null;
}

/** The attempt as changed (callers change one they know exists). */
export async function updateContactAttemptFields(
  tx: Db,
  t: Tables,
  id: string,
  changes: Partial<Tables['contactAttempts']['$inferInsert']>,
) {
  const [after] = await tx
    .update(t.contactAttempts)
    .set(changes)
    .where(eq(t.contactAttempts.id, id))
    .returning();
  return after;
}
