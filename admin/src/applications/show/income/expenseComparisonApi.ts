import { graphql } from '../../../gql';
import { graphqlRequest, type ResultOf } from '../../../providers/graphqlRequest';

const ExpenseComparison = graphql(`
  query ExpenseComparison($id: ID!) {
    expenseComparison(applicationId: $id) {
      category
      borrowerSaid
      estimate
      bank
      largestGap
      hasGap
    }
  }
`);

export type ExpenseComparisonRow = NonNullable<
  ResultOf<typeof ExpenseComparison>['expenseComparison']
>[number];

export async function fetchExpenseComparison(applicationId: string): Promise<ExpenseComparisonRow[]> {
  return (await graphqlRequest(ExpenseComparison, { id: applicationId })).expenseComparison ?? [];
}
