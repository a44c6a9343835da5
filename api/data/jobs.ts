import { and, asc, count, desc, eq, inArray, lte, or } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/*
 * The in-process job queue's table (api/jobs/tableQueue.ts). Instants are ISO text, so they compare
 * as text in both dialects.
 */

export type JobRow = Tables['jobs']['$inferSelect'];

export interface NewJob {
  name: string;
  payload: unknown;
  retryLimit: number;
  runAfter: string;
  createdAt: string;
}

export async function insertJob(tx: Db, t: Tables, job: NewJob): Promise<string> {
  const [row] = await tx
    .insert(t.jobs)
    .values({ ...job, status: 'waiting', attempts: 0 })
    .returning({ id: t.jobs.id });
  return row!.id;
}

/**
 * A scheduled job for one tick of its schedule, unless one is there already: every serving process
 * keeps the schedule, and the first to reach a tick enqueues it. Run inside a transaction (SQLite's
 * writer lock makes the look and the insert one step).
 */
export async function enqueueForTick(tx: Db, t: Tables, job: NewJob): Promise<boolean> {
  const [there] = await tx
    .select({ id: t.jobs.id })
    .from(t.jobs)
    .where(and(eq(t.jobs.name, job.name), eq(t.jobs.runAfter, job.runAfter)))
    .limit(1);
  if (there) return false;
  await insertJob(tx, t, job);
  return true;
}

/** Due: waiting and its time has come, or running with its lease ended (its process died). */
const dueAmong = (t: Tables, names: string[], now: string) =>
  and(
    inArray(t.jobs.name, names),
    or(
      and(eq(t.jobs.status, 'waiting'), lte(t.jobs.runAfter, now)),
      and(eq(t.jobs.status, 'running'), lte(t.jobs.lockedUntil, now)),
    ),
  );

/** Whether a job of these names is due: read first, so an idle runner never takes the writer's lock. */
export async function hasDueJob(db: Db, t: Tables, names: string[], now: string): Promise<boolean> {
  const [due] = await db
    .select({ id: t.jobs.id })
    .from(t.jobs)
    .where(dueAmong(t, names, now))
    .limit(1);
  return due !== undefined;
}

/**
 * Leases the oldest due job of the named kinds to `token` until its kind's end of lease, counting
 * the attempt. Run inside a transaction: the read and the lease are one step, so two runners never
 * share a job.
 */
export async function leaseDueJob(
  tx: Db,
  t: Tables,
  lease: { lockedUntil: Record<string, string>; now: string; token: string },
): Promise<JobRow | null> {
  const names = Object.keys(lease.lockedUntil);
  const [due] = await tx
    .select()
    .from(t.jobs)
    .where(dueAmong(t, names, lease.now))
    .orderBy(asc(t.jobs.runAfter))
    .limit(1);
  if (!due) return null;
  const [leased] = await tx
    .update(t.jobs)
    .set({
      status: 'running',
      attempts: due.attempts + 1,
      lockedBy: lease.token,
      lockedUntil: lease.lockedUntil[due.name],
    })
    .where(and(eq(t.jobs.id, due.id), dueAmong(t, names, lease.now)))
    .returning();
  return leased ?? null;
}

/** Ends a job's attempt as the lease holder only: an attempt whose lease passed to another changes nothing. */
export type JobOutcome =
  | { status: 'done'; finishedAt: string }
  | { status: 'waiting'; runAfter: string; lastError: string }
  | { status: 'failed'; finishedAt: string; lastError: string };

export async function settleJob(
  tx: Db,
  t: Tables,
  id: string,
  token: string,
  outcome: JobOutcome,
): Promise<boolean> {
  const rows = await tx
    .update(t.jobs)
    .set({ ...outcome, lockedBy: null, lockedUntil: null })
    .where(and(eq(t.jobs.id, id), eq(t.jobs.lockedBy, token), eq(t.jobs.status, 'running')))
    .returning({ id: t.jobs.id });
  return rows.length === 1;
}

export async function jobById(db: Db, t: Tables, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(t.jobs).where(eq(t.jobs.id, id));
  return row ?? null;
}

/** The jobs of a name that failed for good, newest first. */
export async function failedJobs(db: Db, t: Tables, name: string, limit = 100): Promise<JobRow[]> {
  return db
    .select()
    .from(t.jobs)
    .where(and(eq(t.jobs.name, name), eq(t.jobs.status, 'failed')))
    .orderBy(desc(t.jobs.finishedAt))
    .limit(limit);
}

/** A failed job runs again now, with its retries afresh; its last error stays until it runs. */
export async function requeueFailedJob(tx: Db, t: Tables, id: string, now: string): Promise<boolean> {
  const rows = await tx
    .update(t.jobs)
    .set({ status: 'waiting', attempts: 0, runAfter: now, finishedAt: null })
    .where(and(eq(t.jobs.id, id), eq(t.jobs.status, 'failed')))
    .returning({ id: t.jobs.id });
  return rows.length === 1;
}

/** Jobs waiting to run, due or not (the metrics' queue depth on the table runner). */
export async function waitingJobCount(db: Db, t: Tables): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t.jobs).where(eq(t.jobs.status, 'waiting'));
  return Number(row?.n ?? 0);
}
