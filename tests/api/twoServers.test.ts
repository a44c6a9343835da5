import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { openDatabase, type Database } from '../../db/client';
import { generateDataKey, parseDataKey } from '../../db/dataKeys';
import { aBorrowerApplication } from '../helpers/builders';
import { HttpClient } from '../helpers/httpClient';
import { freshPostgresDatabase, postgresServer, type PostgresServer } from '../helpers/postgresServer';
import { spawnServer } from '../helpers/serverProcess';
import { staffPassword, testPoolSize } from '../helpers/testServer';

/*
 * Two servers as `npm start` runs them (a process each, WEB_CONCURRENCY=1, their own ports) on one
 * real PostgreSQL database (docs/decisions/0062-notifications-across-servers.md): no
 * cluster relay joins them, only the database. Training's port is the one used: its database has
 * the demo staff, and its borrowers need no bank of their own (the sandbox's fake one).
 */

/** A server as `npm start` runs it alone, its training address once it listens. */
async function startServer(env: Record<string, string>) {
  // At debug each server says when it has handed an event to its subscriptions.
  const server = spawnServer({ WEB_CONCURRENCY: '1', LOG_LEVEL: 'debug', ...env });
  return { ...server, url: `http://127.0.0.1:${await server.portOf('training')}` };
}
type ServerProcess = Awaited<ReturnType<typeof startServer>>;

/** A graphql-ws client on `url` with the borrower's session cookie, as the site's islands subscribe. */
function subscriber(url: string, cookie: string): Client {
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  return createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
  });
}

/** The events a subscription received; `until` resolves once `condition` holds, checked at each. */
function eventsHeard<T>(events: T[]) {
  const waiting = new Set<() => void>();
  return {
    push(event: T) {
      events.push(event);
      for (const check of waiting) check();
    },
    until: (condition: () => boolean) =>
      new Promise<void>((done) => {
        const check = () => condition() && (waiting.delete(check), done());
        waiting.add(check);
        check();
      }),
  };
}

const connectBank = `mutation($input: ConnectBankAccountInput!) { connectBankAccount(input: $input) { nextRoute } }`;

/** Training on PostgreSQL has a key of its own, never live's (api/encryptionKeys.ts). */
const trainingKey = generateDataKey();

describe('two npm start servers on one PostgreSQL database', () => {
  let postgres: PostgresServer;
  let database: Database;
  const servers: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let trainingUrl: string;

  beforeAll(async () => {
    postgres = await postgresServer();
    trainingUrl = await freshPostgresDatabase(postgres);
    const env = {
      DATABASE_URL: `file:${join(mkdtempSync(join(tmpdir(), 'relief-two-')), 'live.db')}`,
      TRAINING_DATABASE_URL: trainingUrl,
      TRAINING_DATA_ENCRYPTION_KEY: trainingKey,
      DEMO_STAFF_PASSWORD: staffPassword,
      SESSION_SECRET: 's'.repeat(40),
      DATABASE_POOL_SIZE: String(testPoolSize),
      // Every minute, pg-boss's finest, so the test sees two ticks (the default is hourly).
      SWEEP_SCHEDULE: '* * * * *',
    };
    // Together, as a release starts its servers: both find the new databases unmigrated and one
    // applies the migrations while the other waits for it (db/pgMigrations.ts, db/sqliteMigrations.ts).
    const started = [startServer(env), startServer(env)];
    for (const server of started)
      void server.then(
        (s) => servers.push(s),
        () => undefined,
      );
    [a, b] = await Promise.all(started);
    await Promise.all(
      [a, b].map((server) => server.until(() => server.count('Listening for notifications') > 0)),
    );
    const key = parseDataKey(trainingKey);
    database = await openDatabase(trainingUrl, {
      migrate: false,
      dataKeys: { current: key, old: [] },
      poolSize: 2,
    });
  });

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database?.close();
    await postgres?.stop();
  });

  it("delivers a bank update made through one server to a borrower's subscription held by the other, once each", async () => {
    const borrower = new HttpClient(a.url);
    const { saveAboutYou } = await borrower.data<{
      saveAboutYou: { application: { id: string; owner: string } };
    }>('mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { application { id owner } } }', {
      input: {
        firstName: 'Kim',
        lastName: 'Lee',
        email: 'kim.lee@example.com',
        phoneNumber: '512-867-5309',
        agreedToTerms: true,
      },
    });
    const { id: applicationId, owner } = saveAboutYou.application;

    const onB = subscriber(b.url, borrower.cookie);
    const received: { institutionId: string }[] = [];
    const heard = eventsHeard(received);
    await new Promise<void>((done, fail) => {
      onB.on('connected', () => done());
      onB.subscribe<{ onUpdatePlaidItem: { institutionId: string } }>(
        {
          query: 'subscription($owner: ID!) { onUpdatePlaidItem(owner: $owner) { institutionId } }',
          variables: { owner },
        },
        {
          next: (value) => heard.push(value.data!.onUpdatePlaidItem),
          error: fail,
          complete: () => undefined,
        },
      );
    });
    const link = (institutionId: string) =>
      borrower.data(connectBank, {
        input: {
          applicationId,
          publicToken: `sandbox-public-${institutionId}-${randomBytes(8).toString('hex')}`,
          institutionId,
        },
      });
    // The bank updates' own channel: sessions ended (sign-in's new session id) travel the fan-out too.
    const handedOut = (server: ServerProcess) =>
      server.count('"channel":"plaidItemUpdate","msg":"Event handed to the subscriptions"');

    // B runs the subscription's resolver a moment after the socket opens, and says nothing when it
    // has: an update published before then is not this subscription's. So the borrower links banks
    // until one update is heard, each link waiting until B has handed its update out.
    const institutions = ['ins_109508', 'ins_109509', 'ins_109510', 'ins_109511'];
    let linked = 0;
    while (received.length === 0) {
      if (linked === institutions.length - 1)
        throw new Error('no update made through A reached B’s subscription');
      await link(institutions[linked++]);
      await b.until(() => handedOut(b) >= linked);
    }

    // A second, later update: it arrives, with nothing heard twice before it.
    const second = institutions[linked++];
    await link(second);
    await heard.until(() => received.some((event) => event.institutionId === second));
    const order = received.map((event) => event.institutionId);
    expect(new Set(order).size).toBe(order.length);
    expect(order.at(-1)).toBe(second);
    expect(order).toEqual(institutions.filter((institution) => order.includes(institution)));
    // Each server heard each update once: B, which holds the socket, and A, which published it. B's
    // line about the last one can reach its output after the borrower heard the update.
    await a.until(() => handedOut(a) >= linked);
    await b.until(() => handedOut(b) >= linked);
    expect([handedOut(a), handedOut(b)]).toEqual([linked, linked]);
    await onB.dispose();
  });

  it("shows a claim made on one server on the other's list at its next refresh", async () => {
    const { application } = await aBorrowerApplication(database);
    const repOnA = new HttpClient(a.url);
    await repOnA.post('/auth/sign-in', { username: 'rep1@example.org', password: staffPassword });
    const leadOnB = new HttpClient(b.url);
    await leadOnB.post('/auth/sign-in', { username: 'lead@example.org', password: staffPassword });
    const list = async () =>
      (
        await leadOnB.data<{ allApplications: { id: string; assignedTo: string | null }[] }>(
          '{ allApplications(perPage: 50) { id assignedTo } }',
        )
      ).allApplications.find((row) => row.id === application.id);

    expect((await list())?.assignedTo).toBeNull();
    const { claimApplication } = await repOnA.data<{ claimApplication: { assignedTo: string } }>(
      'mutation($id: ID!) { claimApplication(id: $id) { id assignedTo } }',
      { id: application.id },
    );
    expect(claimApplication.assignedTo).toBeTruthy();
    expect((await list())?.assignedTo).toBe(claimApplication.assignedTo);
  });

  it('runs each tick of the sweep once across both servers', async () => {
    const sweptJobs = () =>
      [a, b].flatMap((server) =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes('"msg":"Swept"'))
          .map((line) => (JSON.parse(line) as { job: string }).job),
      );
    // Two ticks: by the second, a twin of the first would have run on one server or the other.
    await vi.waitFor(() => expect(sweptJobs().length).toBeGreaterThanOrEqual(2), {
      timeout: 240_000,
      interval: 500,
    });
    // pg-boss's clock inserts one `__pgboss__send-it` job a cron minute (a singleton both servers'
    // clocks share) and whichever server takes it then inserts the tick's `sweep` job; that job can
    // be made in the next minute when the taking is late, so a tick is keyed by its send-it job.
    const admin = new pg.Client({ connectionString: trainingUrl });
    await admin.connect();
    const jobs = async () => {
      const { rows } = await admin.query<{ id: string; name: string; state: string }>(
        `select id, name, state::text from pgboss.job
          where name = 'sweep' or (name = '__pgboss__send-it' and singleton_key = 'sweep')`,
      );
      return {
        ticks: rows.filter((row) => row.name !== 'sweep' && row.state === 'completed').length,
        sweeps: rows.filter((row) => row.name === 'sweep').map((row) => row.id),
      };
    };
    try {
      await vi.waitFor(
        async () => {
          const { ticks, sweeps } = await jobs();
          expect(sweeps.length).toBe(ticks);
          expect(sweeps).toEqual(expect.arrayContaining(sweptJobs()));
        },
        { timeout: 60_000, interval: 500 },
      );
    } finally {
      await admin.end();
    }
    const ran = sweptJobs();
    expect(new Set(ran).size).toBe(ran.length);
  }, 300_000);

  it('closes its LISTEN connection when stopped with SIGTERM, and exits 0', async () => {
    const listening = async () => {
      const admin = new pg.Client({ connectionString: trainingUrl });
      await admin.connect();
      const { rows } = await admin.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where datname = current_database() and application_name = 'relief-listen'",
      );
      await admin.end();
      return Number(rows[0].n);
    };
    expect(await listening()).toBe(2);
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
    await expect.poll(listening, { timeout: 60_000 }).toBe(1);
  });
});
