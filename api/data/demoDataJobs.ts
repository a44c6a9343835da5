import { and, desc, eq, isNotNull, lt, ne } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/*
 * The leads' demo-data loads (api/services/demoData.ts, docs/decisions/0053-demo-data-load-is-a-job.md): kept in
 * the database, since any serving process answers a load's progress and may resume one whose process died
 * (docs/decisions/0056-cluster-process-model.md).
 */

export type DemoDataJobRow = Tables['demoDataJobs']['$inferSelect'];

/** The newest load, running or finished, or null when no lead ever loaded demo data. */
export async function newestDemoDataJob(db: Db, t: Tables): Promise<DemoDataJobRow | null> {
  const [row] = await db
    .select()
    .from(t.demoDataJobs)
    .orderBy(desc(t.demoDataJobs.startedAt), desc(t.demoDataJobs.heartbeatAt))
    .limit(1);
  return row ?? null;
}

export async function insertDemoDataJob(tx: Db, t: Tables, row: DemoDataJobRow): Promise<void> {
  await tx.insert(t.demoDataJobs).values(row);
}

export type DemoDataJobChanges = Partial<
  Pick<
    DemoDataJobRow,
    | 'status'
    | 'done'
    | 'error'
    | 'runningSlot'
    | 'heartbeatAt'
    | 'finishedAt'
    | 'runner'
    | 'resumes'
    | 'firstOrdinal'
  >
>;

export async function updateDemoDataJob(
  tx: Db,
  t: Tables,
  id: string,
  changes: DemoDataJobChanges,
): Promise<void> {
  await tx.update(t.demoDataJobs).set(changes).where(eq(t.demoDataJobs.id, id));
}

/** Ends the running jobs whose heartbeat is older than `heartbeatBefore` with `end`. */
export async function endRunningDemoDataJobsSilentSince(
  tx: Db,
  t: Tables,
  heartbeatBefore: string,
  end: DemoDataJobChanges,
): Promise<void> {
  await tx
    .update(t.demoDataJobs)
    .set(end)
    .where(and(isNotNull(t.demoDataJobs.runningSlot), lt(t.demoDataJobs.heartbeatAt, heartbeatBefore)));
}

/** The loads a process has taken and not ended (a queued one waits for its job, not for a process). */
export async function takenDemoDataJobs(db: Db, t: Tables, queued: string): Promise<DemoDataJobRow[]> {
  return db
    .select()
    .from(t.demoDataJobs)
    .where(and(isNotNull(t.demoDataJobs.runningSlot), ne(t.demoDataJobs.runner, queued)));
}

/**
 * Changes a running load still held by `runner` (`queued` for one no process took yet); the row as
 * changed, or null when it ended meanwhile or another process changed it first (two taking the same
 * queued load, two finding the same orphan: one does).
 */
export async function changeDemoDataJobOf(
  tx: Db,
  t: Tables,
  id: string,
  runner: string,
  changes: DemoDataJobChanges,
): Promise<DemoDataJobRow | null> {
  const [row] = await tx
    .update(t.demoDataJobs)
    .set(changes)
    .where(
      and(
        eq(t.demoDataJobs.id, id),
        eq(t.demoDataJobs.runner, runner),
        isNotNull(t.demoDataJobs.runningSlot),
      ),
    )
    .returning();
  return row ?? null;
}
