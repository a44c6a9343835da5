import { eq } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

export async function updateBorrowerFields(
  tx: Db,
  t: Tables,
  id: string,
  changes: Partial<Tables['borrowers']['$inferInsert']>,
) {
  const [borrower] = await tx.update(t.borrowers).set(changes).where(eq(t.borrowers.id, id)).returning();
  return borrower;
}

export async function insertBorrower(tx: Db, t: Tables, values: Tables['borrowers']['$inferInsert']) {
  const [borrower] = await tx.insert(t.borrowers).values(values).returning();
  return borrower;
}

export async function spouseById(db: Db, t: Tables, id: string) {
  const [spouse] = await db.select().from(t.spouses).where(eq(t.spouses.id, id));
  return spouse ?? null;
}

export async function insertSpouse(tx: Db, t: Tables, values: Tables['spouses']['$inferInsert']) {
  const [spouse] = await tx.insert(t.spouses).values(values).returning();
  return spouse;
}

export async function updateSpouseFields(
  tx: Db,
  t: Tables,
  id: string,
  changes: Partial<Tables['spouses']['$inferInsert']>,
) {
  await tx.update(t.spouses).set(changes).where(eq(t.spouses.id, id));
}
