import { graphqlRequest } from '../../../providers/graphqlRequest';

// The server's own type: erased at build time, so nothing of the server reaches the bundle.
import type { ExpenseComparisonRow } from '@domain/expenseComparison';

export type { ExpenseComparisonRow };

export async function fetchExpenseComparison(applicationId: string): Promise<ExpenseComparisonRow[]> {
  const query = `query($id: ID!) { expenseComparison(applicationId: $id) { category borrowerSaid estimate bank largestGap hasGap } }`;
  return (await graphqlRequest<{ expenseComparison: ExpenseComparisonRow[] }>(query, { id: applicationId }))
    .expenseComparison;
}
