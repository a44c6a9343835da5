import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresServer,
  testRole,
  testRoleConnectionLimit,
  type PostgresServer,
} from '../helpers/postgresServer';
import { startTestServer, testPoolSize, type TestServer } from '../helpers/testServer';

/*
 * The suite's Postgres part runs as a role limited to 20 connections (.ci/run, and the throwaway
 * server of tests/helpers/postgresServer.ts): two test files at once, each with up to two servers of
 * `testPoolSize` pooled connections, a LISTEN one and pg-boss's one, and two of the test's own, stay
 * within it. A server never opens more than its pool size (DATABASE_POOL_SIZE), however many queries wait.
 */

describe('the Postgres suite through a connection limit of 20', () => {
  let server: PostgresServer;
  let own: pg.Client;
  const servers: TestServer[] = [];
  const given = process.env.TEST_POSTGRES_URL;

  beforeAll(async () => {
    server = await postgresServer();
    // startTestServer makes its databases on TEST_POSTGRES_URL: the throwaway server when CI gave none.
    process.env.TEST_POSTGRES_URL = server.url;
    own = new pg.Client({ connectionString: server.url });
    await own.connect();
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await own?.end();
    if (given === undefined) delete process.env.TEST_POSTGRES_URL;
    await server?.stop();
  });

  it('connects as a role that may hold at most 20 connections', async () => {
    const { rows } = await own.query<{ role: string; limit: number; superuser: boolean }>(
      'select rolname as role, rolconnlimit as limit, rolsuper as superuser from pg_roles where rolname = current_user',
    );
    expect(rows).toEqual([{ role: testRole, limit: testRoleConnectionLimit, superuser: false }]);
    // Two files at once, each with two servers (its pool, its LISTEN connection, pg-boss's one) and
    // two connections of its own.
    expect(2 * (2 * (testPoolSize + 2) + 2)).toBeLessThanOrEqual(testRoleConnectionLimit);
  });

  it('serves from two servers at once, each within its pool however many queries wait', async () => {
    servers.push(...(await Promise.all([startTestServer('postgres'), startTestServer('postgres')])));
    const databases = servers.map((s) => new URL(s.databaseUrl).pathname.slice(1));
    // Client backends only: an autovacuum worker on the fresh database shows in pg_stat_activity too.
    const connectionsOf = async (database: string) =>
      Number(
        (
          await own.query<{ n: string }>(
            "select count(*) as n from pg_stat_activity where datname = $1 and backend_type = 'client backend' and application_name <> 'pgboss'",
            [database],
          )
        ).rows[0].n,
      );
    const waitingOn = async (database: string) =>
      Number(
        (
          await own.query<{ n: string }>(
            "select count(*) as n from pg_stat_activity where datname = $1 and backend_type = 'client backend' and wait_event_type = 'Lock'",
            [database],
          )
        ).rows[0].n,
      );

    for (const [i, s] of servers.entries()) {
      // A lock held by the test makes every read of the table wait, each on a connection of its own.
      const locker = new pg.Client({ connectionString: s.databaseUrl });
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table applications in access exclusive mode');
      const { db, t } = s.database;
      const reads = Array.from(
        { length: 3 * testPoolSize },
        async () => await db.select().from(t.applications),
      );
      try {
        await expect.poll(() => waitingOn(databases[i]), { timeout: 60_000 }).toBe(testPoolSize);
        // The pool, the LISTEN connection and the locker: the other reads queue inside the server.
        expect(await connectionsOf(databases[i])).toBe(testPoolSize + 2);
      } finally {
        // Released whatever the assertions found, so the waiting reads end and the servers can close.
        await locker.query('commit');
        await locker.end();
      }
      expect((await Promise.all(reads)).every((rows) => Array.isArray(rows))).toBe(true);
    }
    const answers = await Promise.all(servers.map((s) => s.client().get<{ ok: boolean }>('/healthz')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  });
});
