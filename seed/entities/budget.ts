import { proposedBudgetDescription, proposedBudgetValue } from '../../api/domain/proposedBudget';
import type { Tree } from '../tree';
import type { ExpenseLine } from './expenses';

/** The proposed budget the decision step makes just before the decision (api/domain/proposedBudget.ts). */
export function addProposedBudget(
  tree: Tree,
  ids: { applicationId: string; borrowerId: string },
  lines: readonly ExpenseLine[],
  atMs: number,
): string {
  const budgetId = tree.add('proposedBudgets', {
    applicationId: ids.applicationId,
    borrowerId: ids.borrowerId,
    description: proposedBudgetDescription,
    agreedTo: false,
    createdAt: tree.clock.instant(atMs),
  });
  for (const line of lines)
    tree.add('budgetExpenses', {
      budgetId,
      expenseId: line.id,
      proposedValue: proposedBudgetValue(line, line.value),
    });
  return budgetId;
}
