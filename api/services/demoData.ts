import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import type { Viewer } from '../auth/viewer';
import { invalid } from '../domain/messages';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { recordAudit } from './audit';
import { assertValid } from './validation';

export interface DemoDataJob {
  id: string;
  status: 'running' | 'done' | 'failed';
  borrowers: number;
  seed: number;
  reset: boolean;
  done: number;
  total: number;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
  startedByName: string | null;
}

export const maxDemoBorrowers = 100_000;

/**
 * Leads load demo borrowers from the console. One load at a time per process: it runs in the
 * background (a large one takes seconds to minutes) and the console polls its progress. Each chunk
 * of borrowers is its own transaction, so a load that fails part-way leaves only whole borrowers.
 */
let latest: DemoDataJob | null = null;

export function currentDemoDataJob(): DemoDataJob | null {
  return latest;
}

export async function startDemoDataLoad(
  database: Database,
  logger: Logger,
  viewer: Viewer,
  input: { borrowers: number; seed: number; reset?: boolean | null },
  now: Date,
): Promise<DemoDataJob> {
  const errors: Record<string, string> = {};
  if (!Number.isInteger(input.borrowers) || input.borrowers < 1 || input.borrowers > maxDemoBorrowers) {
    errors.borrowers = invalid('Borrowers');
  }
  if (!Number.isInteger(input.seed) || input.seed < 1 || input.seed > 1_000_000)
    errors.seed = invalid('Seed');
  assertValid(errors);
  if (latest?.status === 'running')
    throw new AppError('CONFLICT', 'Demo data is already loading. Please wait for it to finish.');
  const job: DemoDataJob = {
    id: randomUUID(),
    status: 'running',
    borrowers: input.borrowers,
    seed: input.seed,
    reset: input.reset === true,
    done: 0,
    total: input.borrowers,
    startedAt: now.toISOString(),
    finishedAt: null,
    error: null,
    startedByName: viewer.name ?? viewer.email,
  };
  latest = job;
  await database.withTransaction((tx) =>
    recordAudit(tx, database.t, viewer, {
      action: job.reset ? 'resetAndLoadDemoData' : 'loadDemoData',
      entity: 'DemoData',
      entityId: job.id,
      after: { borrowers: job.borrowers, seed: job.seed, reset: job.reset },
    }),
  );
  const { seedBorrowers } = await import('../../seed/seedBorrowers');
  seedBorrowers(database, logger, {
    borrowers: job.borrowers,
    seed: job.seed,
    reset: job.reset,
    now,
    // Generation on a worker thread and small chunks keep the server answering during a load.
    workers: 1,
    chunkSize: 100,
    onProgress: ({ done }) => (job.done = done),
  })
    .then(() => {
      job.status = 'done';
    })
    .catch((err: unknown) => {
      logger.error({ err, jobId: job.id }, 'demo data load failed');
      job.status = 'failed';
      job.error = err instanceof Error ? err.message : 'The load failed';
    })
    .finally(() => {
      job.finishedAt = new Date().toISOString();
    });
  return job;
}
