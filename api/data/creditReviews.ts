import { eq } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/* The Credit review queue: an application whose credit a counsellor enters (db/schema/credit.ts). */

export async function creditReviewOfApplication(db: Db, t: Tables, applicationId: string) {
  const [review] = await db
    .select()
    .from(t.creditReviews)
    .where(eq(t.creditReviews.applicationId, applicationId));
  return review ?? null;
}

export async function creditReviewById(db: Db, t: Tables, id: string) {
  const [review] = await db.select().from(t.creditReviews).where(eq(t.creditReviews.id, id));
  return review ?? null;
}

export async function insertCreditReview(
  tx: Db,
  t: Tables,
  values: { applicationId: string; reason: string },
) {
  const [review] = await tx.insert(t.creditReviews).values(values).returning();
  return review;
}

export async function updateCreditReview(
  tx: Db,
  t: Tables,
  id: string,
  values: Partial<Omit<Tables['creditReviews']['$inferInsert'], 'id' | 'applicationId'>>,
) {
  const [review] = await tx
    .update(t.creditReviews)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(t.creditReviews.id, id))
    .returning();
  return review ?? null;
}
