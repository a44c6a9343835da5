import { desc, eq, inArray } from 'drizzle-orm';
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

type Insert<K extends keyof Tables> = Tables[K]['$inferInsert'];

/* Expense estimates, and the budgets proposed from them. */
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

export async function insertProposedBudget(tx: Db, t: Tables, values: Insert<'proposedBudgets'>) {
  const [budget] = await tx.insert(t.proposedBudgets).values(values).returning();
  return budget;
}

export async function insertBudgetExpenses(tx: Db, t: Tables, rows: Insert<'budgetExpenses'>[]) {
  if (rows.length) await tx.insert(t.budgetExpenses).values(rows);
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
