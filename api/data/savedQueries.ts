import { and, asc, eq, or } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

export type SavedQueryRow = Tables['savedQueries']['$inferSelect'];

/** The viewer's own saved lists and every published one, of one list, by name. */
export function savedQueriesFor(db: Db, t: Tables, viewerId: string, listKey: string) {
  const q = t.savedQueries;
  return db
    .select()
    .from(q)
    .where(and(eq(q.listKey, listKey), or(eq(q.ownerId, viewerId), eq(q.isPublished, true))))
    .orderBy(asc(q.name), asc(q.id));
}

export async function savedQueryById(db: Db, t: Tables, id: string): Promise<SavedQueryRow | null> {
  const [row] = await db.select().from(t.savedQueries).where(eq(t.savedQueries.id, id));
  return row ?? null;
}

export async function insertSavedQuery(tx: Db, t: Tables, values: Tables['savedQueries']['$inferInsert']) {
  const [row] = await tx.insert(t.savedQueries).values(values).returning();
  return row;
}

export async function updateSavedQueryFields(
  tx: Db,
  t: Tables,
  id: string,
  changes: Partial<Pick<SavedQueryRow, 'name' | 'isPublished'>>,
) {
  const [row] = await tx.update(t.savedQueries).set(changes).where(eq(t.savedQueries.id, id)).returning();
  return row;
}

export async function deleteSavedQuery(tx: Db, t: Tables, id: string) {
  await tx.delete(t.savedQueries).where(eq(t.savedQueries.id, id));
}
