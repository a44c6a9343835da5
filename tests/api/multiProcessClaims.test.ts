import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { aBorrowerApplication } from '../helpers/builders';
import { HttpClient } from '../helpers/httpClient';
import { completeSecondFactor } from '../helpers/remoteSecondFactor';
import { staffPassword } from '../helpers/testServer';
import { spawnServer } from '../helpers/serverProcess';

/** Three independent single processes (the way several servers share one database). */
async function startProcess(env: Record<string, string>) {
  const server = spawnServer({ WEB_CONCURRENCY: '1', ...env });
  // Training's port: its database has the demo staff the test signs in as (live has none).
  return { child: server.child, url: `http://127.0.0.1:${await server.portOf('training')}` };
}

describe('three API processes over one SQLite file', () => {
  const processes: ReturnType<typeof spawnServer>['child'][] = [];
  let urls: string[];
  let database: Database;
  let applicationIds: string[];
  let scope: string;

  beforeAll(async () => {
    const url = `file:${join(mkdtempSync(join(tmpdir(), 'relief-procs-')), 'app.db')}`;
    scope = url;
    database = await openDatabase(url);
    const env = {
      DATABASE_URL: `${url}.live`,
      TRAINING_DATABASE_URL: url,
      DEMO_STAFF_PASSWORD: staffPassword,
      SESSION_SECRET: 's'.repeat(40),
      LOG_LEVEL: 'info',
    };
    // The first migrates the database and makes its staff; the others find them there.
    const first = await startProcess(env);
    const others = await Promise.all([startProcess(env), startProcess(env)]);
    processes.push(first.child, ...others.map((o) => o.child));
    urls = [first.url, ...others.map((o) => o.url)];
    applicationIds = [];
    for (let i = 0; i < 15; i++) applicationIds.push((await aBorrowerApplication(database)).application.id);
  });
  afterAll(async () => {
    for (const child of processes) child.kill('SIGTERM');
    await database?.close();
  });

  /** A staff sign-in with its second step (the processes are the live workspace's). */
  async function signIn(client: HttpClient, email: string) {
    const answer = await client.post('/auth/sign-in', { username: email, password: staffPassword });
    await completeSecondFactor((path, body) => client.post(path, body), scope, email, answer.body);
  }

  it('serves a session made by one process from another', async () => {
    const client = new HttpClient(urls[0]);
    await signIn(client, 'rep1@example.org');
    const elsewhere = new HttpClient(urls[1]);
    elsewhere.cookie = client.cookie;
    const me = await elsewhere.get<{ user: { email: string } }>('/auth/me');
    expect(me.body.user.email).toBe('rep1@example.org');
  });

  it('lets exactly one rep win each application when every process claims every one at once', async () => {
    const reps = await Promise.all(
      ['rep1@example.org', 'rep2@example.org', 'lead@example.org'].map(async (email, i) => {
        const client = new HttpClient(urls[i]);
        await signIn(client, email);
        return client;
      }),
    );
    const claim = 'mutation($id: ID!) { claimApplication(id: $id) { id assignedTo } }';
    const results = await Promise.all(
      applicationIds.flatMap((id) => reps.map((rep) => rep.gql(claim, { id }))),
    );
    const wins = results.filter((r) => !r.body.errors);
    expect(wins).toHaveLength(applicationIds.length);
    expect(results.filter((r) => r.body.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(
      applicationIds.length * 2,
    );
    const { db, t } = database;
    const claims = (await db.select().from(t.auditLog)).filter((e) => e.action === 'claim');
    expect(claims).toHaveLength(applicationIds.length);
    const rows = await db.select().from(t.applications);
    expect(rows.every((a) => a.assignedTo !== null)).toBe(true);
  });
});
