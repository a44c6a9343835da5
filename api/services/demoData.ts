import { requirePermission } from '../auth/permissions';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client';
import type { JobQueue } from '../jobs/queue';
import { isUniqueViolation } from '../../db/errors';
import type { Viewer } from '../auth/viewer';
import { inTransaction, readData } from '../data/bound';
import type { DemoDataJobRow } from '../data/demoDataJobs';
import type { AgencyFees } from '../domain/agencyFees';
import { maxDemoBorrowers, maxDemoSeed, type DemoDataJob } from '../domain/demoDataJob';
import { invalid } from '../domain/messages';
import { demoScenarioById, type DemoScenarioId } from '../domain/demoScenarios';
import { demoDataInLiveRefused } from '../domain/workspace';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { recordAudit } from './audit';
import type { LoadDemoBorrowers, ServiceDeps } from './deps';
import { assertValid } from './validation';
import { jobKind } from '../jobs/queue';

/** The value of `runningSlot` while a load runs: its unique index admits one running load. */
const runningSlot = 'demo';
/** A running load writes its progress at most this often, and its heartbeat at least this often. */
const progressEveryMs = 250;
const heartbeatEveryMs = 15_000;
/** A running job without a heartbeat for this long was left by a process that died. */
export const staleAfterMs = 5 * 60_000;
/** A load handed on this many times is failed instead: what killed its processes would kill the next. */
export const maxResumes = 3;

export const alreadyLoading = 'Demo data is already loading. Please wait for it to finish.';
export const stoppedDuringLoad =
  'The server stopped during the load. The borrowers loaded before it stopped are kept.';

/** The process that runs a load: if it dies, another takes the load on (resumeOrphanedDemoDataLoads). */
export const runnerOf = (pid: number = process.pid) => `${hostname()}:${pid}`;
/** The runner of a load no process has taken yet (no process is named so: `runnerOf` has a colon). */
const queuedRunner = 'queued';

/**
 * A lead's load as a job, enqueued in the transaction that records it: whichever serving process
 * takes it runs it, on any server of the database. A load that fails or is stopped is the lead's
 * to see and start again (its whole borrowers are kept), so the job is never retried; a load whose
 * process died is handed on with a job of its own (resumeOrphanedDemoDataLoads). The lease outlasts
 * the largest load, and an attempt that finds the load taken leaves it.
 */
export const demoDataLoadJob = jobKind<{ id: string; now: string }>({
  name: 'demo-data-load',
  retryLimit: 0,
  retryDelaySeconds: 60,
  leaseSeconds: 4 * 3600,
});

/** Loads running in this process, so a graceful stop can end them before the database closes. */
const runningHere = new Map<string, { abort: AbortController; finished: Promise<void> }>();

/*
 * Leads load demo borrowers from the console. The load is a row of `demo_data_jobs`, so whichever
 * process the console's poll reaches answers the same progress, and one load runs at a time across
 * all of them: the row is inserted with `runningSlot = 'demo'`, whose unique index refuses a second
 * running row (race-free on both dialects). It runs as a job (`demoDataLoadJob`) in the process
 * that takes it (a large one takes seconds to minutes); each chunk of borrowers is its own
 * transaction, so a load that fails or stops part-way leaves only whole borrowers.
 */

const toJob = (row: DemoDataJobRow): DemoDataJob => ({
  id: row.id,
  status: row.status as DemoDataJob['status'],
  borrowers: row.borrowers,
  seed: row.seed,
  reset: row.reset,
  scenario: row.scenario,
  done: row.done,
  total: row.total,
  startedAt: row.startedAt,
  finishedAt: row.finishedAt,
  error: row.error,
  startedByName: row.startedByName,
});

/** The newest load, running or finished, or null when no lead ever loaded demo data. */
export async function currentDemoDataJob(
  { database }: ServiceDeps,
  viewer: Viewer,
): Promise<DemoDataJob | null> {
  requirePermission(viewer, 'demoData:load');
  const row = await readData(database).demoDataJobs.newestDemoDataJob();
  return row ? toJob(row) : null;
}

export async function startDemoDataLoad(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { borrowers?: number | null; seed: number; reset?: boolean | null; scenario?: string | null },
): Promise<DemoDataJob> {
  requirePermission(viewer, 'demoData:load');
  const { database } = deps;
  if (deps.workspace !== 'training')
    throw new AppError('FORBIDDEN', demoDataInLiveRefused(deps.trainingAddress));
  const now = deps.now();
  const errors: Record<string, string> = {};
  const scenario = input.scenario ? demoScenarioById(input.scenario) : undefined;
  if (input.scenario && !scenario) errors.scenario = invalid('Scenario');
  // A scenario set has its own borrowers; random ones are counted by the lead.
  const borrowers = scenario ? scenario.borrowers : input.borrowers;
  if (!Number.isInteger(borrowers) || borrowers! < 1 || borrowers! > maxDemoBorrowers) {
    errors.borrowers = invalid('Borrowers');
  }
  if (!Number.isInteger(input.seed) || input.seed < 1 || input.seed > maxDemoSeed)
    errors.seed = invalid('Seed');
  assertValid(errors);
  // Heartbeats are compared across processes to find a dead load: they keep the wall clock, not deps.now().
  const clock = new Date().toISOString();
  const row: DemoDataJobRow = {
    id: randomUUID(),
    status: 'running',
    borrowers: borrowers!,
    seed: input.seed,
    reset: input.reset === true,
    scenario: scenario?.id ?? null,
    done: 0,
    total: borrowers!,
    error: null,
    startedById: viewer.id,
    startedByName: viewer.name ?? viewer.email,
    runner: queuedRunner,
    firstOrdinal: null,
    resumes: 0,
    runningSlot,
    startedAt: now.toISOString(),
    heartbeatAt: clock,
    finishedAt: null,
  };
  try {
    await inTransaction(database, async (data, tx) => {
      // A load whose process died unnoticed (no supervisor saw it go) must not block loads forever.
      await data.demoDataJobs.endRunningDemoDataJobsSilentSince(
        new Date(Date.parse(clock) - staleAfterMs).toISOString(),
        { status: 'failed', error: stoppedDuringLoad, runningSlot: null, finishedAt: clock },
      );
      await data.demoDataJobs.insertDemoDataJob(row);
      await recordAudit(data, viewer, {
        action: row.reset ? 'resetAndLoadDemoData' : 'loadDemoData',
        entity: 'DemoData',
        entityId: row.id,
        after: { borrowers: row.borrowers, seed: row.seed, reset: row.reset, scenario: row.scenario },
      });
      await deps.jobs.enqueue(tx, demoDataLoadJob, { id: row.id, now: now.toISOString() });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', alreadyLoading);
    throw error;
  }
  return toJob(row);
}

/** The job's run: takes the load for this process and runs it to its end, recorded in its row. */
export async function runDemoDataLoad(
  {
    database,
    logger,
    loadDemoBorrowers,
    fees,
  }: Pick<ServiceDeps, 'database' | 'logger' | 'loadDemoBorrowers' | 'fees'>,
  job: { id: string; now: string },
): Promise<void> {
  const row = await inTransaction(database, (data) =>
    data.demoDataJobs.changeDemoDataJobOf(job.id, queuedRunner, {
      runner: runnerOf(),
      heartbeatAt: new Date().toISOString(),
    }),
  );
  if (!row) return;
  await runLoad(database, logger, loadDemoBorrowers, row, new Date(job.now), fees);
}

function runLoad(
  database: Database,
  logger: Logger,
  load: LoadDemoBorrowers,
  row: DemoDataJobRow,
  now: Date,
  fees: AgencyFees,
): Promise<void> {
  const abort = new AbortController();
  let done = 0;
  let lastWrite = 0;
  // Progress writes are chained, so they land in order and the final update comes after them all.
  let writes: Promise<void> = Promise.resolve();
  const writeProgress = () => {
    lastWrite = Date.now();
    const values = { done, heartbeatAt: new Date().toISOString() };
    writes = writes
      .then(() => inTransaction(database, (data) => data.demoDataJobs.updateDemoDataJob(row.id, values)))
      .then(() => undefined)
      .catch((err: unknown) => logger.warn({ err, jobId: row.id }, 'could not record demo data progress'));
  };
  const heartbeat = setInterval(writeProgress, heartbeatEveryMs);
  heartbeat.unref();

  const finished = load(database, logger, {
    borrowers: row.borrowers,
    seed: row.seed,
    reset: row.reset,
    scenario: (row.scenario as DemoScenarioId | null) ?? undefined,
    now,
    fees,
    resumeFrom: row.firstOrdinal ?? undefined,
    onStart: (firstOrdinal) =>
      inTransaction(database, (data) => data.demoDataJobs.updateDemoDataJob(row.id, { firstOrdinal })),
    // Generation on a worker thread and small chunks keep the server answering during a load.
    workers: 1,
    chunkSize: 100,
    signal: abort.signal,
    onProgress: (progress) => {
      done = progress.done;
      if (Date.now() - lastWrite >= progressEveryMs) writeProgress();
    },
  })
    .then(
      () => ({ status: 'done', error: null }),
      (err: unknown) => {
        if (abort.signal.aborted) return { status: 'failed', error: stoppedDuringLoad };
        logger.error({ err, jobId: row.id }, 'demo data load failed');
        return { status: 'failed', error: err instanceof Error ? err.message : 'The load failed' };
      },
    )
    .then(async (end) => {
      clearInterval(heartbeat);
      await writes;
      const at = new Date().toISOString();
      await inTransaction(database, (data) =>
        data.demoDataJobs.updateDemoDataJob(row.id, {
          ...end,
          done,
          runningSlot: null,
          heartbeatAt: at,
          finishedAt: at,
        }),
      );
    })
    .catch((err: unknown) =>
      logger.error({ err, jobId: row.id }, 'could not record the end of a demo data load'),
    )
    .finally(() => runningHere.delete(row.id));
  runningHere.set(row.id, { abort, finished });
  return finished;
}

/** A graceful stop: ends this process's loads between chunks and records them as stopped. */
export async function stopDemoDataLoads(): Promise<void> {
  const loads = [...runningHere.values()];
  for (const load of loads) load.abort.abort();
  await Promise.all(loads.map((load) => load.finished));
}

/**
 * Whether the process `runner` names is gone: silent past the limit (a running load beats every 15 s),
 * or, on this machine, no longer there.
 */
function runnerIsGone(row: DemoDataJobRow, silentSince: string): boolean {
  if (row.heartbeatAt < silentSince) return true;
  const at = row.runner.lastIndexOf(':');
  const pid = Number(row.runner.slice(at + 1));
  if (row.runner.slice(0, at) !== hostname() || !Number.isInteger(pid)) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: a process is there, only not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Hands each load whose process died to whichever process takes its new job: it continues after its
 * last whole borrower (each chunk is a transaction), so every borrower is loaded once. Run when a
 * serving process starts (a dead worker's replacement, a restarted server) and at every sweep (a
 * server that died on another machine). A load handed on `maxResumes` times is failed instead.
 */
export async function resumeOrphanedDemoDataLoads(
  database: Database,
  jobs: Pick<JobQueue, 'enqueue'>,
  logger: Logger,
): Promise<number> {
  const at = new Date().toISOString();
  const silentSince = new Date(Date.parse(at) - staleAfterMs).toISOString();
  const orphans = (await readData(database).demoDataJobs.takenDemoDataJobs(queuedRunner)).filter((row) =>
    runnerIsGone(row, silentSince),
  );
  let resumed = 0;
  for (const row of orphans) {
    const handedOn = await inTransaction(database, async (data, tx) => {
      if (row.resumes >= maxResumes) {
        await data.demoDataJobs.changeDemoDataJobOf(row.id, row.runner, {
          status: 'failed',
          error: stoppedDuringLoad,
          runningSlot: null,
          finishedAt: at,
        });
        return false;
      }
      const taken = await data.demoDataJobs.changeDemoDataJobOf(row.id, row.runner, {
        runner: queuedRunner,
        resumes: row.resumes + 1,
        heartbeatAt: at,
      });
      if (taken) await jobs.enqueue(tx, demoDataLoadJob, { id: row.id, now: row.startedAt });
      return taken !== null;
    });
    if (handedOn) {
      resumed++;
      logger.warn(
        { jobId: row.id, deadRunner: row.runner },
        'the demo data load of a dead process was handed on',
      );
    }
  }
  return resumed;
}
