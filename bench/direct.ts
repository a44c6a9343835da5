import { countApplications, listApplications } from '../api/data/applicationQueries';
import type { ListArgs } from '../api/graphql/list';
import type { Database } from '../db/client';
import { latencyOf, timeRepeatedly, type Latency } from './stats';

/**
 * The list query without the API around it: the same data functions the resolvers call (one list,
 * one count), in this process, on the same database file. The API's overhead is the difference.
 */
export async function directList(
  database: Database,
  args: ListArgs,
  now: Date,
  durationMs: number,
): Promise<Latency> {
  const times = await timeRepeatedly(async () => {
    await listApplications(database, args, now);
    await countApplications(database, args, now);
  }, durationMs);
  return latencyOf(times);
}
