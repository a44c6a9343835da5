import { requireViewer } from '../context';
import { expenseComparison } from '../../services/expenseComparison';
import { trackListRead } from '../readTracking';
import type { QueryResolvers } from '../generated/resolvers';

export const expenseComparisonQueryResolvers = {
  expenseComparison: async (_, { applicationId }, ctx) => {
    await trackListRead(ctx, { applicationId }, 'incomeAndExpenses');
    return expenseComparison(ctx.deps, requireViewer(ctx), applicationId);
  },
} satisfies QueryResolvers;
