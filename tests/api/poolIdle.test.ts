import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pooledConnectionIdleMs, type Database } from '../../db/client';
import { openFreshPostgres, postgresServer, type PostgresServer } from '../helpers/postgresServer';

/*
 * A rep opens a borrower page, talks to the borrower for minutes, then opens the next: that page must
 * find the process's Postgres connections still open (their statements parsed, their plans made),
 * not open them again. Idle for ten minutes, they are let go (docs/decisions/0209).
 */

describe('the Postgres pool between a rep’s pages', () => {
  let server: PostgresServer;
  let database: Database;
  let admin: pg.Client;

  beforeAll(async () => {
    server = await postgresServer();
    const opened = await openFreshPostgres(server, { poolSize: 2 });
    database = opened.database;
    admin = new pg.Client({ connectionString: opened.url });
    await admin.connect();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await admin?.end();
    await database?.close();
    await server?.stop();
  });

  const pool = () => {
    const stats = database.poolStats?.();
    if (!stats) throw new Error('a Postgres database tells its pool');
    return stats;
  };
  const backends = async () =>
    (
      await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid() order by pid",
      )
    ).rows.map((row) => row.pid);

  it('keeps its connections through a pause of minutes, and closes them after ten idle minutes', async () => {
    // The pool's idle clocks only: the connections' I/O runs as it does.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await Promise.all([database.ping(), database.ping()]);
    expect(pool().total).toBe(2);
    const serving = await backends();
    expect(serving).toHaveLength(2);

    vi.advanceTimersByTime(5 * 60_000);
    expect(pool()).toMatchObject({ total: 2, idle: 2 });
    await Promise.all([database.ping(), database.ping()]);
    expect(await backends()).toEqual(serving);

    vi.advanceTimersByTime(pooledConnectionIdleMs);
    expect(pool().total).toBe(0);
    await vi.waitFor(async () => expect(await backends()).toEqual([]));
  });
});
