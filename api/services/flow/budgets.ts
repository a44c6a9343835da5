import { eq } from 'drizzle-orm';
import { proposedBudgetDescription, proposedBudgetValue } from '../../domain/proposedBudget';
import { notFound } from '../../errors';
import type { FlowDeps } from './deps';

/** POST /propose-budgets: one proposed budget, by the domain's rule (api/domain/proposedBudget.ts). */
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
        description: proposedBudgetDescription,
      })
      .returning();
    const budgetExpenses = lines.map((line) => ({
      budgetId: budget.id,
      expenseId: line.id,
      proposedValue: proposedBudgetValue(line, line.selfReportedValue ?? line.estimatedValue ?? 0),
    }));
    if (budgetExpenses.length) await tx.insert(t.budgetExpenses).values(budgetExpenses);
    return [{ ...budget, budgetExpenses }];
  });
}
