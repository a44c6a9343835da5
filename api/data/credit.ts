import { asc, eq } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/** The borrower's debt scores, oldest first. */
export async function debtScoresOfBorrower(db: Db, t: Tables, borrowerId: string) {
  return db
    .select()
    .from(t.debtScores)
    .where(eq(t.debtScores.borrowerId, borrowerId))
    .orderBy(asc(t.debtScores.createdAt));
}

export async function creditInquiriesOfBorrower(db: Db, t: Tables, borrowerId: string) {
  return db.select().from(t.creditInquiries).where(eq(t.creditInquiries.borrowerId, borrowerId));
}
