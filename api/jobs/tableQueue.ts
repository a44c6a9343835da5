import { randomUUID } from 'node:crypto';
import cronParser from 'cron-parser';
import type { Database } from '../../db/client';
import { inTransaction, readData } from '../data/bound';
import { insertJob, type JobOutcome, type JobRow } from '../data/jobs';
import type { Logger } from '../logger';
import { errorText, retryDelayMs, type JobHandlers, type JobKind, type JobQueue } from './queue';

export interface TableQueueOptions {
  /** How often an idle runner looks for due jobs (a retry come due, another process's job). */
  pollMs?: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** The clock (tests move it past a lease). */
  now?: () => Date;
  /** Every kind's first retry after this many seconds instead of its own (tests). */
  retryDelaySeconds?: number;
  /** Every kind's retries instead of its own (tests). */
  retryLimit?: number;
}

interface Registered {
  kind: JobKind<unknown>;
  handlers: JobHandlers<unknown>;
}

/**
 * The job queue in-process over the `jobs` table (SQLite, one box; PGlite). Every serving process
 * runs one: a job is leased in a transaction (one runner gets it), runs, and is settled by its lease
 * holder only. A lease that ends unsettled (the process died) makes the job due again, counted as an
 * attempt; past its retry limit it fails for good instead.
 */
export function tableQueue(database: Database, logger: Logger, options: TableQueueOptions = {}): JobQueue {
  const { pollMs = 1000, concurrency = 4, now = () => new Date(), retryDelaySeconds, retryLimit } = options;
  const registered = new Map<string, Registered>();
  const running = new Set<Promise<void>>();
  const schedules: { kind: JobKind<unknown>; cron: string; payload: unknown }[] = [];
  const tickTimers = new Set<NodeJS.Timeout>();
  let started = false;
  let pumping = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const settle = (job: JobRow, token: string, outcome: JobOutcome) =>
    inTransaction(database, (data) => data.jobs.settleJob(job.id, token, outcome));

  async function failForGood(job: JobRow, token: string, error: string) {
    const at = now().toISOString();
    const settled = await settle(job, token, { status: 'failed', finishedAt: at, lastError: error });
    if (!settled) return;
    logger.error({ job: job.id, name: job.name, error }, 'job failed for good');
    const { handlers } = registered.get(job.name)!;
    await handlers
      .failedForGood?.(job.payload, error, { id: job.id, attempt: job.attempts })
      .catch((err) => logger.error({ err, job: job.id }, 'job failure not recorded'));
  }

  async function run(job: JobRow, token: string) {
    const { kind, handlers } = registered.get(job.name)!;
    const attempt = { id: job.id, attempt: job.attempts };
    try {
      await handlers.run(job.payload, attempt);
    } catch (err) {
      const error = errorText(err);
      if (job.attempts > job.retryLimit) return failForGood(job, token, error);
      logger.warn({ err, job: job.id, name: job.name, attempt: job.attempts }, 'job failed: retried later');
      const runAfter = new Date(
        now().getTime() +
          retryDelayMs({ retryDelaySeconds: retryDelaySeconds ?? kind.retryDelaySeconds }, job.attempts),
      ).toISOString();
      await settle(job, token, { status: 'waiting', runAfter, lastError: error });
      return;
    }
    await settle(job, token, { status: 'done', finishedAt: now().toISOString() });
  }

  async function leaseOne(): Promise<boolean> {
    const token = randomUUID();
    const at = now().getTime();
    const lockedUntil = Object.fromEntries(
      [...registered].map(([name, { kind }]) => [
        name,
        new Date(at + kind.leaseSeconds * 1000).toISOString(),
      ]),
    );
    if (!(await readData(database).jobs.hasDueJob(Object.keys(lockedUntil), new Date(at).toISOString())))
      return false;
    const job = await inTransaction(database, (data) =>
      data.jobs.leaseDueJob({ lockedUntil, now: new Date(at).toISOString(), token }),
    );
    if (!job) return false;
    // Past its last attempt, a job whose lease ended (its process died) fails rather than runs again.
    const attempt =
      job.attempts > job.retryLimit + 1
        ? failForGood(job, token, 'its process stopped while running it')
        : run(job, token);
    const tracked: Promise<void> = attempt
      .catch((err) => logger.error({ err, job: job.id }, 'job runner failed'))
      .finally(() => {
        running.delete(tracked);
        pump();
      });
    running.add(tracked);
    return true;
  }

  /** Each tick of the schedule, the job for it: the first process to reach the tick enqueues it. */
  function keep({ kind, cron, payload }: (typeof schedules)[number]) {
    const tick = cronParser.parseExpression(cron, { tz: 'UTC', currentDate: now() }).next().toDate();
    const timer = setTimeout(
      () => {
        tickTimers.delete(timer);
        if (!started) return;
        const at = tick.toISOString();
        inTransaction(database, (data) =>
          data.jobs.enqueueForTick({
            name: kind.name,
            payload,
            retryLimit: retryLimit ?? kind.retryLimit,
            runAfter: at,
            createdAt: now().toISOString(),
          }),
        )
          .then((enqueued) => enqueued && pump())
          .catch((err) => logger.warn({ err, name: kind.name }, 'could not enqueue a scheduled job'))
          .finally(() => keep({ kind, cron, payload }));
      },
      Math.max(0, tick.getTime() - now().getTime()),
    );
    timer.unref();
    tickTimers.add(timer);
  }

  function pump() {
    if (!started) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    void (async () => {
      try {
        do {
          again = false;
          while (started && running.size < concurrency && (await leaseOne()));
        } while (again && started);
      } catch (err) {
        logger.warn({ err }, 'could not look for due jobs');
      } finally {
        pumping = false;
      }
    })();
  }

  return {
    engine: 'table',
    waiting: () => readData(database).jobs.waitingJobCount(),
    async enqueue(tx, kind, payload, enqueueOptions = {}) {
      const at = now();
      await insertJob(tx, database.t, {
        name: kind.name,
        payload,
        retryLimit: retryLimit ?? kind.retryLimit,
        runAfter: (enqueueOptions.startAfter ?? at).toISOString(),
        createdAt: at.toISOString(),
      });
      // After the caller's transaction: on SQLite the lease waits for it on the writer's lock.
      if (started) setImmediate(pump);
    },
    async retry(_kind, id) {
      const requeued = await inTransaction(database, (data) =>
        data.jobs.requeueFailedJob(id, now().toISOString()),
      );
      if (requeued && started) setImmediate(pump);
      return requeued;
    },
    work(kind, handlers) {
      registered.set(kind.name, { kind, handlers } as Registered);
    },
    schedule(kind, cron, payload) {
      cronParser.parseExpression(cron, { tz: 'UTC' });
      schedules.push({ kind: kind as JobKind<unknown>, cron, payload });
    },
    async start() {
      if (started || registered.size === 0) return;
      started = true;
      timer = setInterval(pump, pollMs);
      timer.unref();
      schedules.forEach(keep);
      pump();
    },
    async stop() {
      started = false;
      clearInterval(timer);
      for (const tick of tickTimers) clearTimeout(tick);
      tickTimers.clear();
      await Promise.all(running);
    },
  };
}
