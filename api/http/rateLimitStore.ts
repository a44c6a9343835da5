import { createHash } from 'node:crypto';
import { eq, lte, sql } from 'drizzle-orm';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Database } from '../../db/client';

/** Keys are an IP, an address or an id; anything longer (a pasted essay as a username) is hashed. */
const longestKey = 200;

/**
 * express-rate-limit's store over the `rate_limit_hits` table, so every process serving over the
 * same database counts against the same limits (docs/decisions.md, "Serving on every core"). One
 * fixed window per key: a hit is one atomic upsert that adds one, or starts a new window of one
 * when the old window has ended. No package store covers drizzle on both SQLite and Postgres.
 */
export class DatabaseRateLimitStore implements Store {
  /** Counters live in the database: another instance (another process) sees the same keys. */
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly database: Database,
    /** Names the limiter, so two limiters keyed by the same IP keep separate counts. */
    readonly prefix: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private keyOf(key: string): string {
    const full = `${this.prefix}${key}`;
    if (full.length <= longestKey) return full;
    return `${this.prefix}sha256:${createHash('sha256').update(key).digest('hex')}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { db, t } = this.database;
    const [row] = await db
      .select()
      .from(t.rateLimitHits)
      .where(eq(t.rateLimitHits.key, this.keyOf(key)));
    if (!row || row.resetAt <= this.now().toISOString()) return undefined;
    return { totalHits: row.hits, resetTime: new Date(row.resetAt) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { t } = this.database;
    const now = this.now();
    const nowIso = now.toISOString();
    const resetAt = new Date(now.getTime() + this.windowMs).toISOString();
    const hits = t.rateLimitHits;
    const ended = sql`${hits.resetAt} <= ${nowIso}`;
    const [row] = await this.database.withTransaction((tx) =>
      tx
        .insert(hits)
        .values({ key: this.keyOf(key), hits: 1, resetAt })
        .onConflictDoUpdate({
          target: hits.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${hits.hits} + 1 end`,
            resetAt: sql`case when ${ended} then ${resetAt} else ${hits.resetAt} end`,
          },
        })
        .returning({ hits: hits.hits, resetAt: hits.resetAt }),
    );
    return { totalHits: Number(row.hits), resetTime: new Date(row.resetAt) };
  }

  async decrement(key: string): Promise<void> {
    const { t } = this.database;
    const hits = t.rateLimitHits;
    await this.database.withTransaction((tx) =>
      tx
        .update(hits)
        .set({ hits: sql`case when ${hits.hits} > 0 then ${hits.hits} - 1 else 0 end` })
        .where(eq(hits.key, this.keyOf(key))),
    );
  }

  async resetKey(key: string): Promise<void> {
    const { t } = this.database;
    await this.database.withTransaction((tx) =>
      tx.delete(t.rateLimitHits).where(eq(t.rateLimitHits.key, this.keyOf(key))),
    );
  }
}

/** The sweep: windows that have ended are counters no one reads again. */
export async function deleteEndedRateLimitWindows(database: Database, now = new Date()): Promise<number> {
  const { t } = database;
  const gone = await database.withTransaction((tx) =>
    tx
      .delete(t.rateLimitHits)
      .where(lte(t.rateLimitHits.resetAt, now.toISOString()))
      .returning({ key: t.rateLimitHits.key }),
  );
  return gone.length;
}
