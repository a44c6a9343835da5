import { eq, inArray } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

type Insert<K extends keyof Tables> = Tables[K]['$inferInsert'];

/* An application's expense lines: the estimates for its area, with what the borrower reported and submitted. */
export async function expenseEstimateById(db: Db, t: Tables, id: string) {
  const [line] = await db.select().from(t.expenseEstimates).where(eq(t.expenseEstimates.id, id));
  return line ?? null;
}

export async function expenseEstimatesByIds(db: Db, t: Tables, ids: string[]) {
  if (!ids.length) return [];
  return db.select().from(t.expenseEstimates).where(inArray(t.expenseEstimates.id, ids));
}

export async function expenseEstimatesOf(db: Db, t: Tables, applicationId: string) {
  return db.select().from(t.expenseEstimates).where(eq(t.expenseEstimates.applicationId, applicationId));
}

/** Inserts the application's estimates; a line it already has is kept as it is. */
export async function insertExpenseEstimates(
  tx: Db,
  t: Tables,
  applicationId: string,
  rows: Omit<Insert<'expenseEstimates'>, 'applicationId'>[],
) {
  await tx
    .insert(t.expenseEstimates)
    .values(rows.map((row) => ({ applicationId, ...row })))
    .onConflictDoNothing();
}

/** Saves a line's values; the line as it now is. */
export async function updateExpenseEstimate(
  tx: Db,
  t: Tables,
  id: string,
  values: { selfReportedValue: number | null; lastSubmittedValue: number | null },
) {
  const [line] = await tx
    .update(t.expenseEstimates)
    .set(values)
    .where(eq(t.expenseEstimates.id, id))
    .returning();
  return line;
}
