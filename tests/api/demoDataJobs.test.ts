import { and, count, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { hostname } from 'node:os';
import {
  alreadyLoading,
  maxResumes,
  resumeOrphanedDemoDataLoads,
  runnerOf,
  staleAfterMs,
  stopDemoDataLoads,
  stoppedDuringLoad,
} from '../../api/services/demoData';
import { createLogger } from '../../api/logger';
import { borrowerIdRange, runTag } from '../../seed/ids';
import { seedBorrowers } from '../../seed/seedBorrowers';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * The lead's demo-data job lives in the database (docs/decisions/0053-demo-data-load-is-a-job.md): its
 * progress is a row any process reads, and one load runs at a time whoever asks. Across real worker
 * processes: tests/api/cluster.test.ts.
 */

const testLogger = createLogger('silent');

const jobFields = 'id status borrowers seed reset done total startedAt finishedAt error startedByName';
const load = `mutation($borrowers: Int!, $seed: Int!) { loadDemoData(borrowers: $borrowers, seed: $seed) { ${jobFields} } }`;

interface Job {
  id: string;
  status: string;
  done: number;
  total: number;
  error: string | null;
  startedByName: string | null;
}

async function jobOf(lead: HttpClient): Promise<Job | null> {
  return (await lead.data<{ demoDataJob: Job | null }>(`{ demoDataJob { ${jobFields} } }`)).demoDataJob;
}

/** The pid of a process that has exited: what a dead worker's runner names. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

async function finished(lead: HttpClient): Promise<Job> {
  for (;;) {
    const job = await jobOf(lead);
    if (job && job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(testDialects)('demo data jobs on %s', (dialect) => {
  let server: TestServer;
  let lead: HttpClient;

  beforeAll(async () => {
    server = await startTestServer(dialect, { workspace: 'training' });
    lead = await server.signIn('lead@example.org');
  });
  afterAll(() => server?.close());

  it('records the load in the database and answers its progress until it is done', async () => {
    expect(await jobOf(lead)).toBeNull();
    const started = (await lead.data<{ loadDemoData: Job }>(load, { borrowers: 30, seed: 11 })).loadDemoData;
    expect(started).toMatchObject({ status: 'running', done: 0, total: 30, startedByName: 'Lena Lead' });
    const done = await finished(lead);
    expect(done).toMatchObject({ id: started.id, status: 'done', done: 30, total: 30, error: null });
    const { db, t } = server.database;
    const [row] = await db.select().from(t.demoDataJobs).where(eq(t.demoDataJobs.id, started.id));
    expect(row).toMatchObject({ status: 'done', runningSlot: null, startedById: expect.any(String) });
    const audit = await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, started.id));
    expect(audit.map((e) => e.action)).toEqual(['loadDemoData']);
  });

  it('refuses a second load while one runs, both asked at once', async () => {
    const answers = await Promise.all([
      lead.gql(load, { borrowers: 200, seed: 12 }),
      lead.gql(load, { borrowers: 200, seed: 13 }),
    ]);
    expect(answers.map((a) => errorCode(a) ?? 'ok').sort()).toEqual(['CONFLICT', 'ok']);
    expect(answers.find((a) => a.body.errors)!.body.errors![0].message).toBe(alreadyLoading);
    expect((await finished(lead)).status).toBe('done');
    const rows = await server.database.db.select().from(server.database.t.demoDataJobs);
    expect(rows).toHaveLength(2);
  });

  it('gives the demo staff the demo claims and calls, never a trainee’s own account (issue 42)', async () => {
    const { createRep } = await lead.data<{ createRep: { id: string } }>(
      `mutation { createRep(name: "Tara Trainee", email: "tara.trainee.${dialect}@example.org", password: "Trainee2026!") { id } }`,
    );
    await lead.data(load, { borrowers: 40, seed: 21 });
    expect((await finished(lead)).status).toBe('done');
    const { db, t } = server.database;
    const held = await db
      .select({ n: count() })
      .from(t.applications)
      .where(eq(t.applications.assignedTo, createRep.id));
    const called = await db
      .select({ n: count() })
      .from(t.contactAttempts)
      .where(eq(t.contactAttempts.contactedBy, createRep.id));
    const acted = await db
      .select({ n: count() })
      .from(t.auditLog)
      .where(eq(t.auditLog.actorId, createRep.id));
    expect([held[0].n, called[0].n, acted[0].n].map(Number)).toEqual([0, 0, 0]);
    // The demo floor did the work.
    const demoHeld = await db
      .select({ n: count() })
      .from(t.applications)
      .where(like(t.applications.assignedTo, '%'));
    expect(Number(demoHeld[0].n)).toBeGreaterThan(0);
  });

  it("hands a dead process's load on: it continues after its last whole borrower, each borrower once", async () => {
    const { db, t } = server.database;
    const before = Number((await db.select({ n: count() }).from(t.borrowers))[0].n);
    const now = new Date();
    // A load of 300 whose process died after its chunks of the first 120 were written (its progress
    // row says 100: it is written every quarter-second, so it lags).
    await seedBorrowers(server.database, testLogger, { borrowers: 120, seed: 30, now });
    const deadRunner = `${hostname()}:${await deadPid()}`;
    const id = '33333333-3333-4333-8333-333333333333';
    await server.database.withTransaction((tx) =>
      tx.insert(t.demoDataJobs).values({
        id,
        status: 'running',
        borrowers: 300,
        seed: 30,
        reset: false,
        done: 100,
        total: 300,
        firstOrdinal: before,
        runner: deadRunner,
        runningSlot: 'demo',
        startedAt: now.toISOString(),
        heartbeatAt: new Date().toISOString(),
      }),
    );
    expect(errorCode(await lead.gql(load, { borrowers: 5, seed: 14 }))).toBe('CONFLICT');

    // Two processes find it at once (a replacement starting, a sweep): one hands it on.
    const handedOn = await Promise.all([
      resumeOrphanedDemoDataLoads(server.database, server.jobs, testLogger),
      resumeOrphanedDemoDataLoads(server.database, server.jobs, testLogger),
    ]);
    expect(handedOn.sort()).toEqual([0, 1]);
    const job = await finished(lead);
    expect(job).toMatchObject({ id, status: 'done', done: 300, total: 300, error: null });
    // Every borrower of the load, each once: its 300 ordinals, and no other borrower with its seed's ids.
    const ofTheLoad = async (where: SQL) =>
      Number((await db.select({ n: count() }).from(t.borrowers).where(where))[0].n);
    const [low, high] = borrowerIdRange(runTag(30), before, before + 300);
    expect(await ofTheLoad(and(gte(t.borrowers.id, low), lt(t.borrowers.id, high))!)).toBe(300);
    expect(await ofTheLoad(like(t.borrowers.id, `${runTag(30)}-%`))).toBe(300);
    const [row] = await db.select().from(t.demoDataJobs).where(eq(t.demoDataJobs.id, id));
    expect(row).toMatchObject({ resumes: 1, runningSlot: null, firstOrdinal: before });
    expect(row.runner).toBe(runnerOf());
    expect(await resumeOrphanedDemoDataLoads(server.database, server.jobs, testLogger)).toBe(0);
  });

  it('fails a load handed on too often, and a silent one when the next load starts', async () => {
    const { db, t } = server.database;
    const insertRunning = (id: string, row: { runner: string; heartbeatAt: Date; resumes: number }) =>
      server.database.withTransaction((tx) =>
        tx.insert(t.demoDataJobs).values({
          id,
          status: 'running',
          borrowers: 500,
          seed: 1,
          reset: false,
          done: 100,
          total: 500,
          runningSlot: 'demo',
          startedAt: new Date(Date.now() - staleAfterMs * 2).toISOString(),
          ...row,
          heartbeatAt: row.heartbeatAt.toISOString(),
        }),
      );
    const statusOf = async (id: string) =>
      (await db.select().from(t.demoDataJobs).where(eq(t.demoDataJobs.id, id)))[0];

    // Whatever killed its processes three times would kill the next: the lead sees it stopped.
    await insertRunning('11111111-1111-4111-8111-111111111111', {
      runner: `${hostname()}:${await deadPid()}`,
      heartbeatAt: new Date(),
      resumes: maxResumes,
    });
    expect(await resumeOrphanedDemoDataLoads(server.database, server.jobs, testLogger)).toBe(0);
    expect(await statusOf('11111111-1111-4111-8111-111111111111')).toMatchObject({
      status: 'failed',
      error: stoppedDuringLoad,
      runningSlot: null,
    });

    // A process of this machine that is there and beats is left alone; silent past the limit, it is
    // taken for gone whatever answers to its pid (a pid the system gave again, a process hung).
    await insertRunning('44444444-4444-4444-8444-444444444444', {
      runner: runnerOf(),
      heartbeatAt: new Date(),
      resumes: maxResumes,
    });
    expect(await resumeOrphanedDemoDataLoads(server.database, server.jobs, testLogger)).toBe(0);
    expect(await statusOf('44444444-4444-4444-8444-444444444444')).toMatchObject({ status: 'running' });
    await server.database.withTransaction((tx) =>
      tx
        .update(t.demoDataJobs)
        .set({ heartbeatAt: new Date(Date.now() - staleAfterMs - 1000).toISOString() })
        .where(eq(t.demoDataJobs.id, '44444444-4444-4444-8444-444444444444')),
    );
    await resumeOrphanedDemoDataLoads(server.database, server.jobs, testLogger);
    expect(await statusOf('44444444-4444-4444-8444-444444444444')).toMatchObject({
      status: 'failed',
      runningSlot: null,
    });

    // A process on another machine still beating is left alone; silent past the limit, it is dead.
    await insertRunning('22222222-2222-4222-8222-222222222222', {
      runner: 'elsewhere:4242',
      heartbeatAt: new Date(),
      resumes: 0,
    });
    expect(await resumeOrphanedDemoDataLoads(server.database, server.jobs, testLogger)).toBe(0);
    expect(errorCode(await lead.gql(load, { borrowers: 5, seed: 15 }))).toBe('CONFLICT');
    await server.database.withTransaction((tx) =>
      tx
        .update(t.demoDataJobs)
        .set({ heartbeatAt: new Date(Date.now() - staleAfterMs - 1000).toISOString() })
        .where(eq(t.demoDataJobs.id, '22222222-2222-4222-8222-222222222222')),
    );
    // A lead's new load does not wait for the next sweep: it ends the silent one and starts.
    expect(
      (await lead.data<{ loadDemoData: Job }>(load, { borrowers: 5, seed: 15 })).loadDemoData.status,
    ).toBe('running');
    await finished(lead);
    expect(await statusOf('22222222-2222-4222-8222-222222222222')).toMatchObject({
      status: 'failed',
      error: stoppedDuringLoad,
      runningSlot: null,
    });
  });

  it('stops a load between chunks when the server shuts down, keeping whole borrowers', async () => {
    const { db, t } = server.database;
    const borrowers = async () => Number((await db.select({ n: count() }).from(t.borrowers))[0].n);
    const before = await borrowers();
    const started = (await lead.data<{ loadDemoData: Job }>(load, { borrowers: 5000, seed: 16 }))
      .loadDemoData;
    // Once this process's queue has taken the load's job (its row names the runner), it is running here.
    await expect
      .poll(
        async () =>
          (await db.select().from(t.demoDataJobs).where(eq(t.demoDataJobs.id, started.id)))[0].runner,
        { timeout: 60_000, interval: 20 },
      )
      .not.toBe('queued');
    await stopDemoDataLoads();
    const job = await jobOf(lead);
    expect(job).toMatchObject({ id: started.id, status: 'failed', error: stoppedDuringLoad });
    expect(job!.done).toBeLessThan(5000);
    expect((await borrowers()) - before).toBe(job!.done);
    // The next load is not blocked by the stopped one.
    expect(
      (await lead.data<{ loadDemoData: Job }>(load, { borrowers: 5, seed: 17 })).loadDemoData.status,
    ).toBe('running');
    await finished(lead);
  });
});
