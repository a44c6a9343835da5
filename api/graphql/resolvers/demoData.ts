import { currentDemoDataJob, startDemoDataLoad } from '../../services/demoData';
import { requireViewer, type Context } from '../context';

export const demoDataQueryResolvers = {
  demoDataJob: (_: unknown, __: unknown, ctx: Context) => currentDemoDataJob(ctx.deps),
};

export const demoDataMutationResolvers = {
  loadDemoData: (
    _: unknown,
    args: { borrowers?: number | null; seed: number; reset?: boolean | null; scenario?: string | null },
    ctx: Context,
  ) => startDemoDataLoad(ctx.deps, requireViewer(ctx), args),
};
