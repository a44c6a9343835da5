import { expenseComparison } from '../../services/expenseComparison';
import type { Context } from '../context';

export const expenseComparisonQueryResolvers = {
  expenseComparison: (_: unknown, { applicationId }: { applicationId: string }, ctx: Context) =>
    expenseComparison(ctx.flow, applicationId),
};
