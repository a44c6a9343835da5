import { inTransaction, readData } from '../../data/bound';
import { expenseLineValue } from '../../domain/expenseCategories';
import { proposedBudgetDescription, proposedBudgetValue } from '../../domain/proposedBudget';
import type { ServiceDeps } from '../deps';
import type { Viewer } from '../../auth/viewer';
import { ownedApplication } from './ownership';

/** POST /propose-budgets: one proposed budget, by the domain's rule (api/domain/proposedBudget.ts). */
export async function proposeBudgets(deps: ServiceDeps, viewer: Viewer, applicationId: string) {
  const { database } = deps;
  const data = readData(database);
  const application = await ownedApplication(data, viewer, applicationId);
  const lines = await data.expenseEstimates.expenseEstimatesOf(applicationId);
  return inTransaction(database, async (data) => {
    const budget = await data.budgets.insertProposedBudget({
      applicationId,
      borrowerId: application.applicationBorrowerId,
      description: proposedBudgetDescription,
    });
    const budgetExpenses = lines.map((line) => ({
      budgetId: budget.id,
      expenseId: line.id,
      proposedValue: proposedBudgetValue(line, expenseLineValue(line)),
    }));
    await data.budgets.insertBudgetExpenses(budgetExpenses);
    return [{ ...budget, budgetExpenses }];
  });
}
