import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Logger } from '../logger';
import { errorText, type JobHandlers, type JobKind, type JobQueue } from './queue';

export interface BossQueueOptions {
  /** How often each kind's worker looks for jobs, in seconds (pg-boss's least is 0.5). */
  pollSeconds?: number;
  /** How often pg-boss's supervisor expires dead attempts and retries them, in seconds. */
  maintenanceSeconds?: number;
  /**
   * pg-boss's own pool: it polls, settles and maintains on it, apart from the API's connections (a job
   * is enqueued on the caller's transaction). One is enough: each is one short statement at a time.
   */
  connections?: number;
  /** Every kind's first retry after this many seconds instead of its own (tests). */
  retryDelaySeconds?: number;
  /** Every kind's retries instead of its own (tests). */
  retryLimit?: number;
}

/**
 * pg-boss's statements run through a transaction of ours: its `$n` parameters become drizzle's, so
 * a job sent with a change commits or rolls back with it.
 */
function executorOf(tx: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const parts = text.split(/\$(\d+)/);
      const query: SQL = sql.empty();
      parts.forEach((part, i) =>
        query.append(i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`),
      );
      const result = await (tx as unknown as { execute(query: SQL): Promise<{ rows: unknown[] }> }).execute(
        query,
      );
      return { rows: result.rows };
    },
  };
}

/** Postgres's code for a deadlock's victim: its transaction is rolled back whole, so it may run again. */
const deadlockDetected = '40P01';

/**
 * pg-boss makes a new queue (its row and its partition table) in one statement, and servers making
 * the same new queues at once deadlock on them: at every first start on a database (measured: of
 * three servers starting together, two failed every time) and when a release adds a kind. The
 * victim is run again, after a random wait that takes the servers out of step.
 */
async function againOnDeadlock(run: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if ((err as { code?: unknown }).code !== deadlockDetected || attempt === 10) throw err;
      await sleep(Math.random() * 50 * attempt);
    }
  }
}

/** A kind as a pg-boss queue: its retries with pg-boss's exponential back-off, its lease as expiry. */
const queueOf = (kind: JobKind<unknown>, overrides: BossQueueOptions): PgBoss.Queue => ({
  name: kind.name,
  retryLimit: overrides.retryLimit ?? kind.retryLimit,
  retryDelay: overrides.retryDelaySeconds ?? kind.retryDelaySeconds,
  retryBackoff: true,
  expireInSeconds: kind.leaseSeconds,
});

/**
 * The job queue on a PostgreSQL server: pg-boss 10, in its own schema (`pgboss`), shared by every
 * server over the database. A kind is a pg-boss queue with the kind's retries (exponential back-off)
 * and expiry: an attempt that outlives its lease (its process died) is failed by whichever server's
 * supervisor sees it first and retried elsewhere.
 */
export function bossQueue(url: string, logger: Logger, options: BossQueueOptions = {}): JobQueue {
  const { pollSeconds = 1, maintenanceSeconds = 60, connections = 1 } = options;
  const boss = new PgBoss({
    connectionString: url,
    max: connections,
    maintenanceIntervalSeconds: maintenanceSeconds,
    // Jobs are kept a week after they end, so a lead can see what failed (pg-boss archives them after).
    archiveFailedAfterSeconds: 7 * 24 * 3600,
  });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  const registered = new Map<string, { kind: JobKind<unknown>; handlers: JobHandlers<unknown> }>();
  const created = new Set<string>();
  const schedules: { name: string; cron: string; payload: unknown }[] = [];

  const workOn = (kind: JobKind<unknown>, handlers: JobHandlers<unknown>) =>
    boss.work<unknown>(
      kind.name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: pollSeconds },
      async ([job]) => {
        const attempt = { id: job!.id, attempt: job!.retryCount + 1 };
        try {
          await handlers.run(job!.data, attempt);
        } catch (err) {
          const final = job!.retryCount >= job!.retryLimit;
          if (final) {
            const error = errorText(err);
            logger.error({ job: job!.id, name: kind.name, error }, 'job failed for good');
            await handlers
              .failedForGood?.(job!.data, error, attempt)
              .catch((recordErr) =>
                logger.error({ err: recordErr, job: job!.id }, 'job failure not recorded'),
              );
          } else logger.warn({ err, job: job!.id, name: kind.name }, 'job failed: retried later');
          throw err;
        }
      },
    );

  const working = new Set<string>();
  let asked = false;
  let bossStarted = false;
  let started: Promise<void> | undefined;
  const madeQueue = async (kind: JobKind<unknown>) => {
    if (created.has(kind.name)) return;
    await againOnDeadlock(() => boss.createQueue(kind.name, queueOf(kind, options)));
    created.add(kind.name);
  };
  const start = () => {
    asked = true;
    started ??= (async () => {
      await boss.start();
      bossStarted = true;
      for (const { kind } of registered.values()) await madeQueue(kind);
      for (const { kind, handlers } of registered.values())
        if (!working.has(kind.name)) {
          await workOn(kind, handlers);
          working.add(kind.name);
        }
      for (const { name, cron, payload } of schedules)
        await boss.schedule(name, cron, payload as object, { tz: 'UTC' });
    })().catch((err: unknown) => {
      // A start that failed part-way (a connection lost while making the queues) is taken up again
      // by the next call, an enqueue's included, rather than answering it with this failure.
      started = undefined;
      throw err;
    });
    return started;
  };
  const createQueue = async (kind: JobKind<unknown>) => {
    if (created.has(kind.name)) return;
    if (!asked) throw new Error(`job queue "${kind.name}" used before the queue started`);
    await start();
    await madeQueue(kind);
  };

  return {
    engine: 'pg-boss',
    async enqueue(tx, kind, payload, enqueueOptions = {}) {
      await createQueue(kind as JobKind<unknown>);
      const id = await boss.send(kind.name, payload as object, {
        db: executorOf(tx),
        ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
      });
      if (!id) throw new Error(`job queue "${kind.name}" does not exist`);
    },
    async retry(kind, id) {
      await createQueue(kind as JobKind<unknown>);
      const job = await boss.getJobById(kind.name, id);
      if (job?.state !== 'failed') return false;
      await boss.retry(kind.name, id);
      return true;
    },
    work(kind, handlers) {
      registered.set(kind.name, { kind, handlers } as never);
    },
    schedule(kind, cron, payload) {
      // pg-boss keeps schedules in its tables: each server upserts the same one, and its clock makes
      // one job per tick for all of them.
      schedules.push({ name: kind.name, cron, payload });
    },
    start,
    async waiting() {
      if (!bossStarted) return 0;
      const sizes = await Promise.all([...created].map((name) => boss.getQueueSize(name)));
      return sizes.reduce((sum, size) => sum + size, 0);
    },
    async stop() {
      await started?.catch(() => undefined);
      started = undefined;
      if (!bossStarted) return;
      bossStarted = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
