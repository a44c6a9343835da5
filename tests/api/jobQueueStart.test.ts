import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bossQueue } from '../../api/jobs/bossQueue';
import { jobKind, type JobQueue } from '../../api/jobs/queue';
import { createLogger } from '../../api/logger';
import { openDatabase, type Database } from '../../db/client';
import { generateDataKey, parseDataKey } from '../../db/dataKeys';
import { freshPostgresDatabase, postgresServer, type PostgresServer } from '../helpers/postgresServer';

/*
 * Servers started together on a new database (the first deployment, or a release that adds a kind
 * of job) make the same pg-boss queues at once, and Postgres picks deadlock victims among them:
 * before api/jobs/bossQueue.ts ran a victim again, two of three such servers were left with no job
 * queue, and every change of theirs that enqueues (a mail, a bank update) failed.
 */
const kinds = ['mail', 'bank-update', 'resume-email', 'sweep'].map((name) =>
  jobKind<{ from: number }>({ name, retryLimit: 2, retryDelaySeconds: 1, leaseSeconds: 60 }),
);

describe('pg-boss started by three servers at once on a new database', () => {
  let postgres: PostgresServer;
  let database: Database;
  let url: string;
  let queues: JobQueue[] = [];

  beforeAll(async () => {
    postgres = await postgresServer();
    url = await freshPostgresDatabase(postgres);
    database = await openDatabase(url, {
      dataKeys: { current: parseDataKey(generateDataKey()), old: [] },
      poolSize: 1,
    });
    queues = [0, 1, 2].map(() => bossQueue(url, createLogger('silent'), { pollSeconds: 0.5 }));
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await database?.close();
    await postgres?.stop();
  });

  it('starts each of them, and each one enqueues jobs that run once', async () => {
    const ran: string[] = [];
    for (const q of queues)
      for (const kind of kinds)
        q.work(kind, { run: async ({ from }) => void ran.push(`${kind.name} ${from}`) });
    const started = await Promise.allSettled(queues.map((q) => q.start()));
    expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    for (const [from, q] of queues.entries())
      await database.withTransaction(async (tx) => {
        for (const kind of kinds) await q.enqueue(tx, kind, { from });
      });
    const expected = kinds.flatMap((kind) => queues.map((_, from) => `${kind.name} ${from}`)).sort();
    await vi.waitFor(() => expect([...ran].sort()).toEqual(expected), { timeout: 30_000, interval: 50 });
  });

  it('takes a start that failed part-way up again at the next enqueue', async () => {
    const kind = jobKind<{ from: number }>({
      name: 'reconnect-link',
      retryLimit: 2,
      retryDelaySeconds: 1,
      leaseSeconds: 60,
    });
    // pg-boss names a queue's partition after its name's hash: a table there makes the queue fail.
    const partition = `j${createHash('sha224').update(kind.name).digest('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create table pgboss.${partition} (blocking int)`);
      const q = bossQueue(url, createLogger('silent'), { pollSeconds: 0.5 });
      queues.push(q);
      const ran: number[] = [];
      q.work(kind, { run: async ({ from }) => void ran.push(from) });
      await expect(q.start()).rejects.toThrow(/already exists/);

      await admin.query(`drop table pgboss.${partition}`);
      await database.withTransaction((tx) => q.enqueue(tx, kind, { from: 7 }));
      await vi.waitFor(() => expect(ran).toEqual([7]), { timeout: 30_000, interval: 50 });
    } finally {
      await admin.end();
    }
  });
});
