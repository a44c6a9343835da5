import { currentDemoDataJob, startDemoDataLoad } from '../../services/demoData';
import type { Context } from '../context';

export const demoDataQueryResolvers = {
  demoDataJob: (_: unknown, __: unknown, ctx: Context) => currentDemoDataJob(ctx.database),
};

export const demoDataMutationResolvers = {
  loadDemoData: (
    _: unknown,
    args: { borrowers: number; seed: number; reset?: boolean | null },
    ctx: Context,
  ) => startDemoDataLoad(ctx.database, ctx.logger, ctx.flow.loadDemoBorrowers, ctx.viewer!, args, ctx.now()),
};
