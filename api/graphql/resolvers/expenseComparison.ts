import { requireViewer } from '../context';
import { expenseComparison } from '../../services/expenseComparison';
import type { QueryResolvers } from '../generated/resolvers';

export const expenseComparisonQueryResolvers = {
  // Logged as a read of the file it answered (api/graphql/personalData.ts, rootFields).
  expenseComparison: (_, { applicationId }, ctx) =>
    expenseComparison(ctx.deps, requireViewer(ctx), applicationId),
} satisfies QueryResolvers;
