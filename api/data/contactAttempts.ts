import type { Db, Tables } from '../../db/client';

export async function insertContactAttempt(
  tx: Db,
  t: Tables,
  values: Tables['contactAttempts']['$inferInsert'],
) {
  const [attempt] = await tx.insert(t.contactAttempts).values(values).returning();
  return attempt;
}
