import {
  countApplications,
  listApplications,
  narrowsToFew,
  pageOfApplications,
} from '../api/data/applicationList';
import type { ListArgs } from '../api/data/listQuery';
import type { Database } from '../db/client';
import { latencyOf, timeRepeatedly, type Latency } from './stats';

/**
 * The list query without the API around it: the data functions the resolvers call, in this process,
 * on the same database file. The API's overhead is the difference. `twoPasses` times the page and
 * the count as separate queries (how the list was served before issue 11), for comparison.
 */
export async function directList(
  database: Database,
  args: ListArgs,
  now: Date,
  durationMs: number,
  options: { twoPasses?: boolean } = {},
): Promise<Latency> {
  const onePass = !options.twoPasses && narrowsToFew(args.filter);
  const times = await timeRepeatedly(async () => {
    if (onePass) return pageOfApplications(database, args, now);
    await listApplications(database, args, now);
    await countApplications(database, args, now);
  }, durationMs);
  return latencyOf(times);
}
