import { currentDemoDataJob, startDemoDataLoad } from '../../services/demoData';
import { requireViewer } from '../context';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';

export const demoDataQueryResolvers = {
  demoDataJob: (_, __, ctx) => currentDemoDataJob(ctx.deps, requireViewer(ctx)),
} satisfies QueryResolvers;

export const demoDataMutationResolvers = {
  loadDemoData: (_, args, ctx) => startDemoDataLoad(ctx.deps, requireViewer(ctx), args),
} satisfies MutationResolvers;
