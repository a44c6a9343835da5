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
