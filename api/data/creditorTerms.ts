import { asc, desc, eq, inArray, isNull, and } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

export type CreditorTermsRow = Tables['creditorTermVersions']['$inferSelect'];
type VersionInsert = Tables['creditorTermVersions']['$inferInsert'];

/**
 * Every version of every creditor: the table is small (a few dozen creditors, a few versions each),
 * and each question put to it (in force when, latest of each) is answered from the whole history.
 */
export function allCreditorTermVersions(db: Db, t: Tables): Promise<CreditorTermsRow[]> {
  const v = t.creditorTermVersions;
  return db.select().from(v).orderBy(asc(v.creditorId), asc(v.version));
}

export function creditorTermVersionsByIds(db: Db, t: Tables, ids: readonly string[]) {
  const v = t.creditorTermVersions;
  return db
    .select()
    .from(v)
    .where(inArray(v.id, [...ids]));
}

/** The newest version of one creditor, read in the transaction that records the next. */
export async function latestCreditorVersion(db: Db, t: Tables, creditorId: string) {
  const v = t.creditorTermVersions;
  const [row] = await db
    .select()
    .from(v)
    .where(eq(v.creditorId, creditorId))
    .orderBy(desc(v.version))
    .limit(1);
  return row ?? null;
}

export async function insertCreditorTermVersion(tx: Db, t: Tables, values: VersionInsert) {
  const [row] = await tx.insert(t.creditorTermVersions).values(values).returning();
  return row;
}

/**
 * The starting table's versions, unless another process wrote them first: how many this call wrote
 * (0 when the table was there already).
 */
export async function insertStartingCreditorTerms(tx: Db, t: Tables, rows: VersionInsert[]) {
  const written = await tx
    .insert(t.creditorTermVersions)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: t.creditorTermVersions.id });
  return written.length;
}

/**
 * Offers decided before the creditor table existed were made with the starting table's figures
 * (its first versions, `<creditor>@1`): they name that version, so every offer is explained.
 */
export async function linkOffersToStartingTerms(tx: Db, t: Tables, creditorIds: readonly string[]) {
  for (const creditorId of creditorIds) {
    await tx
      .update(t.offers)
      .set({ creditorTermsVersionId: `${creditorId}@1` })
      .where(and(eq(t.offers.lenderConcessionId, creditorId), isNull(t.offers.creditorTermsVersionId)));
  }
}

export async function latestCreditorTermsReview(db: Db, t: Tables) {
  const r = t.creditorTermsReviews;
  const [row] = await db.select().from(r).orderBy(desc(r.reviewedAt)).limit(1);
  return row ?? null;
}

export async function insertCreditorTermsReview(
  tx: Db,
  t: Tables,
  values: Tables['creditorTermsReviews']['$inferInsert'],
) {
  const [row] = await tx.insert(t.creditorTermsReviews).values(values).returning();
  return row;
}

export async function insertLeftOutCreditor(
  tx: Db,
  t: Tables,
  values: Tables['leftOutCreditors']['$inferInsert'],
) {
  const [row] = await tx.insert(t.leftOutCreditors).values(values).returning();
  return row;
}

/** The debts and collections a decision left out of its plan, each as its id. */
export async function leftOutIdsOfDecision(db: Db, t: Tables, decisionId: string): Promise<string[]> {
  const rows = await db
    .select({ debtId: t.leftOutCreditors.debtId, collectionId: t.leftOutCreditors.collectionId })
    .from(t.leftOutCreditors)
    .where(eq(t.leftOutCreditors.decisionId, decisionId));
  return rows.flatMap((r) => [r.debtId, r.collectionId].filter((id): id is string => !!id));
}
