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

export async function insertDecision(tx: Db, t: Tables, values: Tables['decisions']['$inferInsert']) {
  const [decision] = await tx.insert(t.decisions).values(values).returning();
  return decision;
}

export async function insertDisqualificationReason(tx: Db, t: Tables, decisionId: string, reason: string) {
  await tx.insert(t.disqualificationReasons).values({ decisionId, reason });
}

export async function insertOffer(tx: Db, t: Tables, values: Tables['offers']['$inferInsert']) {
  const [offer] = await tx.insert(t.offers).values(values).returning();
  return offer;
}

export async function updateDecisionFields(
  tx: Db,
  t: Tables,
  id: string,
  changes: Partial<Tables['decisions']['$inferInsert']>,
) {
  await tx.update(t.decisions).set(changes).where(eq(t.decisions.id, id));
}

/** Marks every offer of the decision presented to the borrower. */
export async function markOffersOfDecisionPresented(tx: Db, t: Tables, decisionId: string) {
  await tx.update(t.offers).set({ wasPresentedToBorrower: true }).where(eq(t.offers.decisionId, decisionId));
}
