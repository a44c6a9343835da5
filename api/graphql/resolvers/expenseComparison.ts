import { expenseComparison } from '../../services/expenseComparison';
import { requireViewer, type Context } from '../context';
import { trackListRead } from '../readTracking';

export const expenseComparisonQueryResolvers = {
  expenseComparison: async (_: unknown, { applicationId }: { applicationId: string }, ctx: Context) => {
    await trackListRead(ctx, { applicationId }, 'incomeAndExpenses');
    return expenseComparison(ctx.deps, requireViewer(ctx), applicationId);
  },
};
