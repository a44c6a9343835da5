import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../helpers/httpClient';
import { metricsPortOf, sample } from '../helpers/metrics';
import { freshPostgresDatabase, ownPostgresServer, type OwnPostgresServer } from '../helpers/postgresServer';
import { spawnServer, type ServerProcess } from '../helpers/serverProcess';
import { staffPassword, testPoolSize, trainingKeyEnv } from '../helpers/testServer';

/*
 * A server outlives its database's restart (docs/decisions/0182-database-hiccups.md): one process
 * (WEB_CONCURRENCY=1, no cluster primary to start another) on a real PostgreSQL server of the test's
 * own, which the test stops as an administrator's fast shutdown does and starts again, while clients
 * keep asking. Training's workspace is on Postgres: it has the demo staff.
 */

describe('one server whose PostgreSQL stops and starts again', () => {
  let postgres: OwnPostgresServer;
  let server: ServerProcess;
  let url: string;
  let metricsUrl: string;
  const metric = async (name: string, labels: Record<string, string>) =>
    sample(await (await fetch(metricsUrl)).text(), name, { workspace: 'training', ...labels });

  beforeAll(async () => {
    postgres = await ownPostgresServer();
    server = spawnServer({
      WEB_CONCURRENCY: '1',
      DATABASE_URL: `file:${join(mkdtempSync(join(tmpdir(), 'relief-restart-')), 'live.db')}`,
      TRAINING_DATABASE_URL: await freshPostgresDatabase(postgres),
      ...trainingKeyEnv,
      DEMO_STAFF_PASSWORD: staffPassword,
      SESSION_SECRET: 's'.repeat(40),
      DATABASE_POOL_SIZE: String(testPoolSize),
      METRICS_PORT: '0',
    });
    url = `http://127.0.0.1:${await server.portOf('training')}`;
    metricsUrl = `http://127.0.0.1:${await metricsPortOf(server)}/metrics`;
    await server.until(() => server.count('Listening for notifications') > 0);
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await postgres?.stop();
  });

  it('answers 503 "database unreachable" meanwhile, never dies, and serves the signed-in rep again after', async () => {
    const rep = new HttpClient(url);
    expect(
      (await rep.post('/auth/sign-in', { username: 'rep1@example.org', password: staffPassword })).status,
    ).toBe(200);
    const count = '{ _allApplicationsMeta { count } }';
    expect((await rep.gql(count)).status).toBe(200);

    // Clients keep asking through the outage: every request gets an answer, 200 or 503.
    let asking = true;
    const statuses: number[] = [];
    const ask = async () => {
      for (let i = 0; asking && i < 20_000; i++) {
        statuses.push((await fetch(`${url}/healthz`)).status);
        statuses.push((await rep.gql(count)).status);
      }
    };
    const clients = [ask(), ask()];

    postgres.halt();
    await expect.poll(async () => (await fetch(`${url}/healthz`)).status, { timeout: 60_000 }).toBe(503);
    const health = (await (await fetch(`${url}/healthz`)).json()) as { database: string };
    expect(health.database).toBe('database unreachable');
    const refused = await rep.gql(count);
    expect(refused.status).toBe(503);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    expect(await metric('relief_database_reachable', {})).toBe(0);
    // The built pages need no database.
    expect((await fetch(`${url}/`)).status).toBe(200);

    postgres.resume();
    await expect.poll(async () => (await fetch(`${url}/healthz`)).status, { timeout: 60_000 }).toBe(200);
    await expect.poll(async () => (await rep.gql(count)).status, { timeout: 60_000 }).toBe(200);
    expect((await rep.gql(count)).body.errors).toBeUndefined();
    // Its LISTEN connection is back too.
    await server.until(() => server.count('Listening for notifications') >= 2);
    expect(await metric('relief_listen_reconnects_total', {})).toBe(1);
    expect(await metric('relief_database_reachable', {})).toBe(1);
    expect(await metric('relief_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);

    asking = false;
    await Promise.all(clients);
    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    expect(server.child.exitCode).toBeNull();
  });
});
