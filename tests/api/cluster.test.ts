import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'graphql-ws';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { alreadyLoading, stoppedDuringLoad } from '../../api/services/demoData';
import { openDatabase, type Database } from '../../db/client';
import { completeSecondFactor } from '../helpers/remoteSecondFactor';
import { staffPassword } from '../helpers/testServer';
import { spawnServer } from '../helpers/serverProcess';

/*
 * `npm start` with WEB_CONCURRENCY=2 (docs/decisions/0056-cluster-process-model.md): the real server,
 * a cluster primary and two workers on one temporary SQLite file, over real HTTP. A request is sent
 * to a chosen worker by keeping one connection open to it: the primary hands each new connection to
 * a worker, and a kept-alive connection stays with it.
 */

function startCluster(databaseFile: string) {
  const server = spawnServer({
    WEB_CONCURRENCY: '2',
    LOG_LEVEL: 'info',
    // Demo loads belong to training, so the test works there; live, unconfigured, only answers 503.
    DATABASE_URL: `file:${databaseFile}.live`,
    TRAINING_DATABASE_URL: `file:${databaseFile}`,
    DEMO_STAFF_PASSWORD: staffPassword,
    SESSION_SECRET: 's'.repeat(40),
  });
  // The primary announces each workspace's port once every worker listens on it.
  const announced = /"workspace":"training","port":(\d+),"workers":2/;
  const ready = server
    .until((output) => announced.test(output))
    .then(() => Number(announced.exec(server.output())![1]));
  return { ...server, ready };
}

interface Answer<T> {
  status: number;
  body: T;
}
type GraphqlAnswer<T> = Answer<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>;

/** A browser-like client over one kept-alive connection, so every request reaches the same worker. */
class WorkerClient {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  cookie = '';
  pid = 0;
  socket: Socket | undefined;

  constructor(readonly url: string) {}

  request<T>(method: string, path: string, json?: unknown): Promise<Answer<T>> {
    return new Promise((done, fail) => {
      const body = json === undefined ? undefined : JSON.stringify(json);
      const req = http.request(
        `${this.url}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(this.cookie ? { cookie: this.cookie } : {}),
          },
        },
        (res) => {
          // Another connection could be another worker: the test would not know what it asked.
          if (this.socket && res.socket !== this.socket)
            fail(new Error('the kept-alive connection was lost'));
          this.socket = res.socket;
          for (const line of res.headers['set-cookie'] ?? []) this.cookie = line.split(';')[0];
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => done({ status: res.statusCode!, body: JSON.parse(text) as T }));
        },
      );
      req.on('error', fail);
      // A hung answer fails the test with its address rather than the test's own timeout.
      req.setTimeout(30_000, () => req.destroy(new Error(`no answer to ${method} ${path} in 30 s`)));
      req.end(body);
    });
  }

  gql<T>(query: string, variables?: Record<string, unknown>): Promise<GraphqlAnswer<T>> {
    return this.request('POST', '/graphql', { query, variables });
  }

  async data<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const res = await this.gql<T>(query, variables);
    if (res.status !== 200 || res.body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(res.body)}`);
    return res.body.data!;
  }

  close() {
    this.agent.destroy();
  }
}

/** A new connection, and the pid of the worker it reached. */
async function connect(url: string): Promise<WorkerClient> {
  const client = new WorkerClient(url);
  client.pid = (await client.request<{ pid: number }>('GET', '/healthz')).body.pid;
  return client;
}

/**
 * One client on each of two different workers. The primary hands a new connection to whichever
 * worker is free first, so while one is busy (a loaded machine, a password being checked) every
 * connection can reach the other: keep connecting until both have answered, giving the busy one
 * a moment between tries, and fail only after a minute of reaching one worker.
 */
async function onTwoWorkers(url: string): Promise<[WorkerClient, WorkerClient]> {
  const byPid = new Map<number, WorkerClient>();
  const giveUpAt = Date.now() + 60_000;
  while (byPid.size < 2 && Date.now() < giveUpAt) {
    const client = await connect(url);
    if (byPid.has(client.pid)) {
      client.close();
      await sleep(20);
    } else byPid.set(client.pid, client);
  }
  if (byPid.size < 2) throw new Error('every connection for a minute reached one worker');
  return [...byPid.values()] as [WorkerClient, WorkerClient];
}

/** /healthz over a new connection (whichever worker the primary picks). */
async function healthOnce(url: string) {
  const client = new WorkerClient(url);
  const res = await client.request<{ pid: number }>('GET', '/healthz');
  client.close();
  return { status: res.status, pid: res.body.pid };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const jobFields = 'id status done total error startedByName';
const loadDemoData = `mutation($borrowers: Int!, $seed: Int!) { loadDemoData(borrowers: $borrowers, seed: $seed) { ${jobFields} } }`;
interface Job {
  id: string;
  status: string;
  done: number;
  total: number;
  error: string | null;
}
const jobOf = async (client: WorkerClient) =>
  (await client.data<{ demoDataJob: Job | null }>(`{ demoDataJob { ${jobFields} } }`)).demoDataJob;

describe('npm start with WEB_CONCURRENCY=2 (training’s port)', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'relief-cluster-')), 'app.db');
  let server: ReturnType<typeof startCluster>;
  let url: string;
  const workerPids = new Set<number>();
  const clients: WorkerClient[] = [];

  const twoWorkers = async () => {
    const pair = await onTwoWorkers(url);
    clients.push(...pair);
    for (const c of pair) workerPids.add(c.pid);
    return pair;
  };
  const signIn = async (client: WorkerClient, username: string, password = staffPassword) =>
    client.request<{ errors?: { extensions: { code: string } }[] }>('POST', '/auth/sign-in', {
      username,
      password,
    });
  /**
   * The lead's session for this client: signed in once, with the second step the live workspace
   * asks (the codes follow the wall clock); sessions live in the database, so any worker serves it.
   */
  let leadCookie = '';
  const asLead = async (client: WorkerClient) => {
    if (!leadCookie) {
      const answer = await signIn(client, 'lead@example.org');
      const post = (path: string, body: unknown) => client.request('POST', path, body);
      await completeSecondFactor(post, file, 'lead@example.org', answer.body);
      leadCookie = client.cookie;
    }
    client.cookie = leadCookie;
    return (await client.request<{ user: { email: string } | null }>('GET', '/auth/me')).body.user?.email;
  };

  /** Once the demo-data load has written borrowers: it is running, not only accepted. */
  const loadUnderWay = (client: WorkerClient) =>
    expect
      .poll(async () => (await jobOf(client))?.done, { timeout: 120_000, interval: 100 })
      .toBeGreaterThan(0);
  /** Reads the workers' shared database from the test's own connection, closed after. */
  const inDatabase = async <T>(read: (database: Database) => Promise<T>): Promise<T> => {
    const database = await openDatabase(`file:${file}`, { migrate: false });
    try {
      return await read(database);
    } finally {
      await database.close();
    }
  };
  const demoDataJobRow = (jobId: string) =>
    inDatabase(
      async ({ db, t }) => (await db.select().from(t.demoDataJobs).where(eq(t.demoDataJobs.id, jobId)))[0],
    );
  const borrowerCount = () =>
    inDatabase(async ({ db, t }) => Number((await db.select({ n: count() }).from(t.borrowers))[0].n));
  /** The worker whose queue took a load's job (the load's row names it). */
  const runnerPidOf = async (jobId: string) => Number((await demoDataJobRow(jobId)).runner.split(':').pop());
  /** The failed sign-ins the workers have counted against an account (in the shared database). */
  const signInAttemptsOf = (email: string) =>
    inDatabase(async ({ db, t }) => {
      const [row] = await db
        .select()
        .from(t.rateLimitHits)
        .where(eq(t.rateLimitHits.key, `sign-in:account:${email}`));
      return row?.hits ?? 0;
    });

  beforeAll(async () => {
    server = startCluster(file);
    url = `http://127.0.0.1:${await server.ready}`;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    if (server?.child.exitCode === null) {
      server.child.kill('SIGKILL');
      for (const pid of workerPids) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  it('answers from two worker processes, neither of them the primary', async () => {
    const [a, b] = await twoWorkers();
    expect(a.pid).not.toBe(b.pid);
    expect([a.pid, b.pid]).not.toContain(server.child.pid);
    const health = await a.request('GET', '/healthz');
    expect(health).toEqual({
      status: 200,
      body: { status: 'ok', workspace: 'training', database: 'sqlite', pid: a.pid },
    });
  });

  it('holds the sign-in limit across workers: the eleventh failure is 429 whichever worker answers', async () => {
    const [a, b] = await twoWorkers();
    for (let i = 0; i < 10; i++) {
      const res = await signIn(i % 2 ? b : a, 'rep1@example.org', 'Wrong-passw0rd!');
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    for (const worker of [a, b]) {
      const refused = await signIn(worker, 'rep1@example.org', 'Wrong-passw0rd!');
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    }
    // Even the right password: the account is limited, on both workers, until the window ends.
    expect((await signIn(b, 'rep1@example.org')).status).toBe(429);
    expect((await signIn(a, 'rep2@example.org')).status).toBe(200);
  });

  it('counts failures sent to both workers at once exactly: ten are answered, the rest refused', async () => {
    const all = (await Promise.all([1, 2, 3, 4].map(() => twoWorkers()))).flat();
    expect(new Set(all.map((c) => c.pid)).size).toBe(2);
    // Unknown accounts are limited like known ones (the answers must not tell them apart).
    const answers = await Promise.all(
      all.flatMap((client) => [1, 2].map(() => signIn(client, 'nobody@example.org', 'Wrong-passw0rd!'))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(statuses.length - 10);
  });

  it('shows the same demo-data progress from either worker, and refuses a second load from the other', async () => {
    const [a, b] = await twoWorkers();
    expect(await asLead(a)).toBe('lead@example.org');
    b.cookie = a.cookie;

    const answers = await Promise.all([
      a.gql<{ loadDemoData: Job }>(loadDemoData, { borrowers: 3000, seed: 21 }),
      b.gql<{ loadDemoData: Job }>(loadDemoData, { borrowers: 3000, seed: 22 }),
    ]);
    const accepted = answers.findIndex((r) => !r.body.errors);
    expect(accepted).toBeGreaterThanOrEqual(0);
    const refused = answers[1 - accepted];
    expect(refused.body.errors?.[0]).toMatchObject({
      message: alreadyLoading,
      extensions: { code: 'CONFLICT' },
    });
    const job = answers[accepted].body.data!.loadDemoData;

    // While it runs, both workers answer the same job, and its progress never goes back.
    let last = 0;
    const seenRunningBy = new Set<number>();
    for (let i = 0; ; i++) {
      const client = i % 2 ? b : a;
      const seen = await jobOf(client);
      expect(seen!.id).toBe(job.id);
      expect(seen!.done).toBeGreaterThanOrEqual(last);
      last = seen!.done;
      if (seen!.status === 'running') seenRunningBy.add(client.pid);
      if (seen!.status !== 'running' && i % 2 === 1) break;
      await sleep(100);
    }
    expect(seenRunningBy).toEqual(new Set([a.pid, b.pid]));
    const [fromA, fromB] = await Promise.all([jobOf(a), jobOf(b)]);
    expect(fromA).toEqual(fromB);
    expect(fromA).toMatchObject({ id: job.id, status: 'done', done: 3000, total: 3000, error: null });

    // The load ran as a job, in one of the workers: the one whose queue took it.
    expect([a.pid, b.pid]).toContain(await runnerPidOf(job.id));
  });

  it("delivers a bank update made in one worker to a borrower's subscription held by the other", async () => {
    const [a, b] = await twoWorkers();
    const email = 'kim.lee@example.com';
    const signedUp = await a.data<{ saveAboutYou: { application: { id: string; owner: string } } }>(
      'mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { application { id owner } } }',
      {
        input: { firstName: 'Kim', lastName: 'Lee', email, phoneNumber: '512-867-5309', agreedToTerms: true },
      },
    );
    const { id: applicationId, owner } = signedUp.saveAboutYou.application;
    b.cookie = a.cookie;

    // The socket goes over b's kept-alive connection, so it is held by b's worker.
    let upgradedOn: Socket | undefined;
    class OnWorkerB extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { agent: b.agent, headers: { cookie: b.cookie } });
        this.on('upgrade', (res) => (upgradedOn = res.socket));
      }
    }
    const subscriptions = createClient({
      url: `${url.replace('http', 'ws')}/graphql`,
      webSocketImpl: OnWorkerB,
      retryAttempts: 0,
    });
    const connected = new Promise<void>((done) => subscriptions.on('connected', () => done()));
    const received: { institutionId: string; isFinishedHistoricalUpdate: boolean }[] = [];
    const first = new Promise<void>((done, fail) => {
      subscriptions.subscribe<{ onUpdatePlaidItem: (typeof received)[number] }>(
        {
          query:
            'subscription($owner: ID!) { onUpdatePlaidItem(owner: $owner) { institutionId isFinishedHistoricalUpdate } }',
          variables: { owner },
        },
        {
          next: (value) => (received.push(value.data!.onUpdatePlaidItem), done()),
          error: fail,
          complete: () => undefined,
        },
      );
    });
    await connected;
    expect(upgradedOn).toBe(b.socket);
    await sleep(300);

    await a.data(
      'mutation($input: ConnectBankAccountInput!) { connectBankAccount(input: $input) { nextRoute } }',
      {
        input: {
          applicationId,
          publicToken: 'sandbox-public-ins_109509-00112233445566778899',
          institutionId: 'ins_109509',
        },
      },
    );
    await Promise.race([
      first,
      sleep(120_000).then(() => Promise.reject(new Error('the update never reached the other worker'))),
    ]);
    await sleep(300);
    // Once: the worker that published does not hear its own update back from the primary.
    expect(received).toEqual([{ institutionId: 'ins_109509', isFinishedHistoricalUpdate: true }]);
    await subscriptions.dispose();
  }, 180_000);

  it('replaces a killed worker and keeps answering; the load it was running is finished by another, each borrower once', async () => {
    const pair = await twoWorkers();
    expect(await asLead(pair[1])).toBe('lead@example.org');
    pair[0].cookie = pair[1].cookie;
    const before = await borrowerCount();
    const job = (await pair[1].data<{ loadDemoData: Job }>(loadDemoData, { borrowers: 10_000, seed: 23 }))
      .loadDemoData;
    await loadUnderWay(pair[1]);
    // The worker running the load dies; a is the other.
    const runner = await runnerPidOf(job.id);
    const [a, b] = pair[0].pid === runner ? [pair[1], pair[0]] : pair;
    expect(b.pid).toBe(runner);

    process.kill(b.pid, 'SIGKILL');
    // A connection the primary hands to the worker in the instant it dies dies with it (Node's
    // cluster): the claim is about what follows, once the primary has seen the death.
    await server.logged('Worker died; starting another');
    expect(alive(b.pid)).toBe(false);
    let replacement: number | undefined;
    let answered = 0;
    // Until the replacement answers (the test's timeout bounds it), every answer is a's, and a 200.
    for (; !replacement; answered++) {
      const health = await healthOnce(url);
      expect(health.status).toBe(200);
      if (health.pid !== a.pid) replacement = health.pid;
      else await sleep(100);
    }
    expect(replacement).not.toBe(b.pid);
    expect(answered).toBeGreaterThan(0);
    workerPids.add(replacement!);

    // The replacement hands the dead worker's load on as it starts; a living worker finishes it after
    // its last whole borrower. Any worker answers alike (the job is in the database), and a's
    // connection may have idled out.
    const anyWorker = new WorkerClient(url);
    anyWorker.cookie = a.cookie;
    await expect
      .poll(() => jobOf(anyWorker), { timeout: 240_000, interval: 200 })
      .toMatchObject({ id: job.id, status: 'done', done: 10_000, error: null });
    anyWorker.close();
    expect((await borrowerCount()) - before).toBe(10_000);
    const row = await demoDataJobRow(job.id);
    expect(row.resumes).toBe(1);
    expect([a.pid, replacement]).toContain(Number(row.runner.split(':').pop()));
  }, 300_000);

  it('stops every worker on SIGTERM, answering the request in flight and ending a load cleanly, and exits 0', async () => {
    const [a] = await twoWorkers();
    expect(await asLead(a)).toBe('lead@example.org');
    const job = (await a.data<{ loadDemoData: Job }>(loadDemoData, { borrowers: 50_000, seed: 24 }))
      .loadDemoData;
    await loadUnderWay(a);
    // A fresh connection to the other worker: one opened before the wait may have idled out since.
    const b = (await twoWorkers()).find((client) => client.pid !== a.pid)!;
    // A request in flight when the signal comes is answered (a wrong password: a slow hash). It is in
    // flight once b's worker has counted it against the account's limit, which it does before the hash.
    const attemptsBefore = await signInAttemptsOf('rep2@example.org');
    const inFlight = b.request('POST', '/auth/sign-in', {
      username: 'rep2@example.org',
      password: 'Wrong-passw0rd!',
    });
    await expect
      .poll(() => signInAttemptsOf('rep2@example.org'), { timeout: 60_000, interval: 20 })
      .toBeGreaterThan(attemptsBefore);

    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(401);
    for (const client of clients) client.close();
    const code = await server.exited;
    expect(code, server.output().slice(-3000)).toBe(0);
    expect(server.output()).toMatch(/"msg":"Stopped"/);
    for (const pid of [...workerPids, a.pid, b.pid]) expect(alive(pid), `worker ${pid}`).toBe(false);

    expect(await demoDataJobRow(job.id)).toMatchObject({
      status: 'failed',
      error: stoppedDuringLoad,
      runningSlot: null,
    });
  }, 300_000);
});
