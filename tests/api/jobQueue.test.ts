import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inTransaction } from '../../api/data/bound';
import { jobKind, type JobHandlers, type JobKind, type JobQueue } from '../../api/jobs/queue';
import { openJobQueue } from '../../api/jobs/open';
import { tableQueue } from '../../api/jobs/tableQueue';
import { createLogger } from '../../api/logger';
import { openDatabase, type Database } from '../../db/client';
import { generateDataKey, parseDataKey } from '../../db/dataKeys';
import { freshDatabaseUrl, testDialects } from '../helpers/testServer';

const logger = createLogger('silent');
const waitLong = { timeout: 30_000, interval: 50 };

/** A kind of its own per test, so one test's jobs never reach another's handlers. */
const kindFor = (name: string, settings: Partial<JobKind<unknown>> = {}) =>
  jobKind<{ n: number }>({
    name: `${name}-${randomUUID().slice(0, 8)}`,
    retryLimit: 2,
    retryDelaySeconds: 0,
    leaseSeconds: 60,
    ...settings,
  });

/**
 * One job interface, two engines (api/jobs): pg-boss on a PostgreSQL server, the table runner on
 * SQLite and PGlite. A job is written in its change's transaction, retried with back-off, and fails
 * for good with its last error after its retries.
 */
describe.each(testDialects)('the job queue (%s)', (dialect) => {
  let database: Database;
  let url: string;
  const queues: JobQueue[] = [];
  const queue = () => {
    const opened = openJobQueue(database, url, logger, {
      pollMs: 100,
      pollSeconds: 0.5,
      maintenanceSeconds: 1,
    });
    queues.push(opened);
    return opened;
  };

  beforeAll(async () => {
    url = await freshDatabaseUrl(dialect);
    const dataKeys =
      dialect === 'postgres' ? { current: parseDataKey(generateDataKey()), old: [] } : undefined;
    database = await openDatabase(url, { dataKeys });
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await database?.close();
  });

  const started = async <P>(kind: JobKind<P>, handlers: JobHandlers<P>) => {
    const q = queue();
    q.work(kind, handlers);
    await q.start();
    return q;
  };

  it('runs on pg-boss on a PostgreSQL server and in-process elsewhere', () => {
    expect(queue().engine).toBe(dialect === 'postgres' ? 'pg-boss' : 'table');
  });

  it('runs a job enqueued with a change that committed, and none of a change rolled back', async () => {
    const kind = kindFor('committed');
    const seen: number[] = [];
    const q = await started(kind, { run: async ({ n }) => void seen.push(n) });
    await expect(
      database.withTransaction(async (tx) => {
        await q.enqueue(tx, kind, { n: 1 });
        throw new Error('the change fails part-way');
      }),
    ).rejects.toThrow('part-way');
    await database.withTransaction((tx) => q.enqueue(tx, kind, { n: 2 }));
    await vi.waitFor(() => expect(seen).toEqual([2]), waitLong);
    // A third job after the second, so the rolled-back first had every chance to run.
    await database.withTransaction((tx) => q.enqueue(tx, kind, { n: 3 }));
    await vi.waitFor(() => expect(seen).toEqual([2, 3]), waitLong);
  });

  it('runs a job that failed once again, and its effect happens once', async () => {
    const kind = kindFor('retried', { retryDelaySeconds: 1 });
    const effects: number[] = [];
    let attempts = 0;
    const q = await started(kind, {
      run: async ({ n }, attempt) => {
        attempts += 1;
        if (attempt.attempt === 1) throw new Error('the bank did not answer');
        effects.push(n);
      },
    });
    await database.withTransaction((tx) => q.enqueue(tx, kind, { n: 7 }));
    await vi.waitFor(() => expect(effects).toEqual([7]), waitLong);
    expect(attempts).toBe(2);
  });

  it('fails a job for good after its retries, keeping its last error', async () => {
    const kind = kindFor('dead', { retryLimit: 1, retryDelaySeconds: 1 });
    let attempts = 0;
    const failed: { n: number; error: string; attempt: number }[] = [];
    const q = await started(kind, {
      run: async () => {
        attempts += 1;
        throw new Error(`refused ${attempts}`);
      },
      failedForGood: async ({ n }, error, attempt) =>
        void failed.push({ n, error, attempt: attempt.attempt }),
    });
    await database.withTransaction((tx) => q.enqueue(tx, kind, { n: 9 }));
    await vi.waitFor(() => expect(failed).toEqual([{ n: 9, error: 'refused 2', attempt: 2 }]), waitLong);
    expect(attempts).toBe(2);
  });

  it('runs a job again elsewhere when the process running it died, and its effect happens once', async () => {
    const kind = kindFor('orphaned', { leaseSeconds: 1 });
    const effects: string[] = [];
    // Enqueued by a process that runs no job of the kind.
    const first = queue();
    await first.start();
    await database.withTransaction((tx) => first.enqueue(tx, kind, { n: 1 }));
    // A process takes the job and is killed: it never settles it.
    await vi.waitFor(async () => expect(await takeAndDie(kind.name)).toBe(true), waitLong);
    await first.stop();
    const survivor =
      dialect === 'postgres'
        ? queue()
        : tableQueue(database, logger, { pollMs: 100, now: () => new Date(Date.now() + 120_000) });
    queues.push(survivor);
    survivor.work(kind, { run: async () => void effects.push('synced') });
    await survivor.start();
    await vi.waitFor(() => expect(effects).toEqual(['synced']), waitLong);
  });

  /**
   * What a killed process leaves: the job taken (pg-boss's fetch; the table's lease) and never
   * settled. The table's lease ends on the survivor's clock, two minutes on; pg-boss's supervisor
   * ends it after the kind's one second.
   */
  async function takeAndDie(name: string): Promise<boolean> {
    if (dialect === 'postgres') {
      const boss = new PgBoss({ connectionString: url, supervise: false });
      await boss.start();
      const taken = await boss.fetch(name);
      await boss.stop({ graceful: false, wait: true });
      return taken.length === 1;
    }
    const leased = await inTransaction(database, (data) =>
      data.jobs.leaseDueJob({
        lockedUntil: { [name]: new Date(Date.now() + 60_000).toISOString() },
        now: new Date().toISOString(),
        token: 'killed',
      }),
    );
    return leased !== null;
  }
});

/*
 * A schedule kept by several processes on one SQLite file (the table runner, as every worker of a
 * cluster keeps it): one job per tick. A second-by-second schedule, which the table runner's cron
 * allows, so a test sees several ticks; pg-boss's, to the minute, is seen with two servers in
 * tests/api/twoServers.test.ts.
 */
describe('a schedule on the table runner', () => {
  it('enqueues one job per tick, however many processes keep the schedule', async () => {
    const database = await openDatabase(await freshDatabaseUrl('sqlite'));
    const kind = kindFor('tick');
    const ran: string[] = [];
    const queues = [1, 2, 3].map(() => tableQueue(database, logger, { pollMs: 50 }));
    for (const q of queues) {
      q.work(kind, { run: async (_payload, { id }) => void ran.push(id) });
      q.schedule(kind, '* * * * * *', { n: 1 });
      await q.start();
    }
    await vi.waitFor(() => expect(ran.length).toBeGreaterThanOrEqual(3), waitLong);
    await Promise.all(queues.map((q) => q.stop()));
    const rows = await database.db.select().from(database.t.jobs);
    await database.close();
    const ticks = new Set(rows.map((row) => row.runAfter));
    expect(rows.length).toBe(ticks.size);
    expect(new Set(ran).size).toBe(ran.length);
    expect(
      rows
        .filter((row) => row.status === 'done')
        .map((row) => row.id)
        .sort(),
    ).toEqual([...ran].sort());
  });
});
