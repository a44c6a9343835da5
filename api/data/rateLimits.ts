import { eq, lte, sql } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/*
 * The rate limits' counters (express-rate-limit's store, api/http/rateLimitStore.ts): kept in the database, since
 * every serving process counts against the same limits (docs/decisions/0056-cluster-process-model.md).
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
