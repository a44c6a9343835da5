import {
  countApplications,
  listApplications,
  listedApplications,
  narrowsToFew,
  pageOfApplications,
} from '../api/data/applicationList';
import type { ListArgs } from '../api/data/listQuery';
import type { Database } from '../db/client';
import { latencyOf, timeRepeatedly, type Latency } from './stats';

/**
 * The list's data functions as the resolvers call them (one pass for a search, else page and count),
 * in this process on the same database: what a list costs without the API around it.
 */
export function listData(
  database: Database,
  args: ListArgs,
  now: () => Date,
  options: { twoPasses?: boolean } = {},
): () => Promise<unknown> {
  if (!options.twoPasses && narrowsToFew(args.filter)) return () => pageOfApplications(database, args, now());
  return async () => {
    await (options.twoPasses ? listApplications : listedApplications)(database, args, now());
    await countApplications(database, args, now());
  };
}

/**
 * The list query without the API around it, timed. The API's overhead is the difference.
 * `twoPasses` times the page and the count as separate queries (how the list was served before
 * issue 11), for comparison.
 */
export async function directList(
  database: Database,
  args: ListArgs,
  now: Date,
  durationMs: number,
  options: { twoPasses?: boolean } = {},
): Promise<Latency> {
  return latencyOf(
    await timeRepeatedly(
      listData(database, args, () => now, options),
      durationMs,
    ),
  );
}
