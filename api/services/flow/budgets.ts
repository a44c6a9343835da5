import { eq } from 'drizzle-orm';
import { notFound } from '../../errors';
import type { FlowDeps } from './deps';

/**
 * POST /propose-budgets. One proposed budget: every line at what the borrower reported (else the
 * estimate), with discretionary spending (eating out, entertainment, apparel) trimmed by a fifth —
 * the cut a counsellor would first suggest. The decision itself uses the current expenses.
 */
const trimmed = new Set(['food/away', 'personal/entertainment', 'personal/apparel']);
const trimPercent = 20;

export async function proposeBudgets(deps: FlowDeps, applicationId: string) {
  const { database } = deps;
  const { db, t } = database;
  const [application] = await db.select().from(t.applications).where(eq(t.applications.id, applicationId));
  if (!application) throw notFound('Application');
  const lines = await db
    .select()
    .from(t.expenseEstimates)
    .where(eq(t.expenseEstimates.applicationId, applicationId));
  return database.withTransaction(async (tx) => {
    const [budget] = await tx
      .insert(t.proposedBudgets)
      .values({
        applicationId,
        borrowerId: application.applicationBorrowerId,
        description: 'Trim eating out, entertainment and apparel by 20 %',
      })
      .returning();
    const budgetExpenses = lines.map((line) => {
      const current = line.selfReportedValue ?? line.estimatedValue ?? 0;
      const cut = trimmed.has(`${line.category}/${line.subCategory}`)
        ? Math.round(current * trimPercent) / 100
        : 0;
      return {
        budgetId: budget.id,
        expenseId: line.id,
        proposedValue: Math.round((current - cut) * 100) / 100,
      };
    });
    if (budgetExpenses.length) await tx.insert(t.budgetExpenses).values(budgetExpenses);
    return [{ ...budget, budgetExpenses }];
  });
}
