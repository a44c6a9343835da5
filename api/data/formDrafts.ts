import { and, eq } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

export async function formDraftOf(db: Db, t: Tables, userId: string, formKey: string) {
  const d = t.formDrafts;
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.userId, userId), eq(d.formKey, formKey)));
  return row ?? null;
}

/** One draft per user and form: the newest values replace the last. */
export async function upsertFormDraft(tx: Db, t: Tables, values: Tables['formDrafts']['$inferInsert']) {
  const d = t.formDrafts;
  const [row] = await tx
    .insert(d)
    .values(values)
    .onConflictDoUpdate({
      target: [d.userId, d.formKey],
      set: { values: values.values, applicationId: values.applicationId, updatedAt: values.updatedAt },
    })
    .returning();
  return row;
}

export async function deleteFormDraft(tx: Db, t: Tables, userId: string, formKey: string) {
  const d = t.formDrafts;
  const rows = await tx
    .delete(d)
    .where(and(eq(d.userId, userId), eq(d.formKey, formKey)))
    .returning({ id: d.id });
  return rows.length > 0;
}
