import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alreadyLoading,
  failDemoDataJobsOf,
  staleAfterMs,
  stopDemoDataLoads,
  stoppedDuringLoad,
} from '../../api/services/demoData';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * The lead's demo-data job lives in the database (docs/decisions.md, "Serving on every core"): its
 * progress is a row any process reads, and one load runs at a time whoever asks. Across real worker
 * processes: tests/api/cluster.test.ts.
 */

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

  it('fails the load of a process that died, so the next load may start', async () => {
    const { db, t } = server.database;
    const insertRunning = (id: string, heartbeatAt: Date) =>
      server.database.withTransaction((tx) =>
        tx.insert(t.demoDataJobs).values({
          id,
          status: 'running',
          borrowers: 500,
          seed: 1,
          reset: false,
          done: 100,
          total: 500,
          runner: 'elsewhere:4242',
          runningSlot: 'demo',
          startedAt: new Date(Date.now() - staleAfterMs * 2).toISOString(),
          heartbeatAt: heartbeatAt.toISOString(),
        }),
      );
    // A worker that died under the cluster primary: the primary fails its job at once.
    await insertRunning('11111111-1111-4111-8111-111111111111', new Date());
    expect(errorCode(await lead.gql(load, { borrowers: 5, seed: 14 }))).toBe('CONFLICT');
    expect(await failDemoDataJobsOf(server.database, 'elsewhere:4242')).toBe(1);
    expect(
      (await lead.data<{ loadDemoData: Job }>(load, { borrowers: 5, seed: 14 })).loadDemoData.status,
    ).toBe('running');
    await finished(lead);

    // A process that died unseen (another machine): its heartbeat stops, and after a while it is stale.
    await insertRunning('22222222-2222-4222-8222-222222222222', new Date(Date.now() - staleAfterMs - 1000));
    expect(
      (await lead.data<{ loadDemoData: Job }>(load, { borrowers: 5, seed: 15 })).loadDemoData.status,
    ).toBe('running');
    await finished(lead);
    const stale = await db
      .select()
      .from(t.demoDataJobs)
      .where(eq(t.demoDataJobs.id, '22222222-2222-4222-8222-222222222222'));
    expect(stale[0]).toMatchObject({ status: 'failed', error: stoppedDuringLoad, runningSlot: null });
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
