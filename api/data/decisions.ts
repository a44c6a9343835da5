import { desc, eq } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/** The latest decision by creation date is the one used (borrower-application §4). */
export async function latestDecisionOf(db: Db, t: Tables, applicationId: string) {
  const [decision] = await db
    .select()
    .from(t.decisions)
    .where(eq(t.decisions.applicationId, applicationId))
    .orderBy(desc(t.decisions.createdAt))
    .limit(1);
  return decision ?? null;
}

/** The decision's offers, highest balance first. */
export function offersOfDecision(db: Db, t: Tables, decisionId: string) {
  return db
    .select()
    .from(t.offers)
    .where(eq(t.offers.decisionId, decisionId))
    .orderBy(desc(t.offers.balance));
}
