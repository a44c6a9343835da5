import { and, desc, eq, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/*
 * What the serving processes share through the database (docs/decisions/0056-cluster-process-model.md): the
 * rate limits' counters and the lead's demo-data job.
 */

export async function rateLimitHit(db: Db, t: Tables, key: string) {
  const [row] = await db.select().from(t.rateLimitHits).where(eq(t.rateLimitHits.key, key));
  return row ?? null;
}

/**
 * One fixed window per key: a hit is one atomic upsert that adds one, or starts a new window of one
 * when the old window has ended. Answers the window's count and end.
 */
export async function addRateLimitHit(tx: Db, t: Tables, key: string, now: string, resetAt: string) {
  const hits = t.rateLimitHits;
  const ended = sql`${hits.resetAt} <= ${now}`;
  const [row] = await tx
    .insert(hits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: hits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${hits.hits} + 1 end`,
        resetAt: sql`case when ${ended} then ${resetAt} else ${hits.resetAt} end`,
      },
    })
    .returning({ hits: hits.hits, resetAt: hits.resetAt });
  return { hits: Number(row.hits), resetAt: row.resetAt };
}

export async function removeRateLimitHit(tx: Db, t: Tables, key: string): Promise<void> {
  const hits = t.rateLimitHits;
  await tx
    .update(hits)
    .set({ hits: sql`case when ${hits.hits} > 0 then ${hits.hits} - 1 else 0 end` })
    .where(eq(hits.key, key));
}

export async function deleteRateLimitKey(tx: Db, t: Tables, key: string): Promise<void> {
  await tx.delete(t.rateLimitHits).where(eq(t.rateLimitHits.key, key));
}

/** Deletes the windows that ended by `now`; answers how many. */
export async function deleteRateLimitWindowsEndedBy(tx: Db, t: Tables, now: string): Promise<number> {
  const gone = await tx
    .delete(t.rateLimitHits)
    .where(lte(t.rateLimitHits.resetAt, now))
    .returning({ key: t.rateLimitHits.key });
  return gone.length;
}

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
