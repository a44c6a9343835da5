import { createHash } from 'node:crypto';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Database } from '../../db/client';
import { inTransaction, readData, type Data } from '../data/bound';

/** Keys are an IP, an address or an id; anything longer (a pasted essay as a username) is hashed. */
const longestKey = 200;

/**
 * express-rate-limit's store over the `rate_limit_hits` table, so every process serving over the
 * same database counts against the same limits (docs/decisions/0057-rate-limits-in-the-database.md), one
 * fixed window per key (api/data/rateLimits.ts). No package store covers drizzle on both SQLite and
 * Postgres.
 */
export class DatabaseRateLimitStore implements Store {
  /** Counters live in the database: another instance (another process) sees the same keys. */
  readonly localKeys = false;
  private windowMs = 60_000;
  /** The data layer on the read connection, bound once for the store's life. */
  private readonly reads: Data;

  constructor(
    private readonly database: Database,
    /** Names the limiter, so two limiters keyed by the same IP keep separate counts. */
    readonly prefix: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.reads = readData(database);
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private keyOf(key: string): string {
    const full = `${this.prefix}${key}`;
    if (full.length <= longestKey) return full;
    return `${this.prefix}sha256:${createHash('sha256').update(key).digest('hex')}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.reads.rateLimits.rateLimitHit(this.keyOf(key));
    if (!row || row.resetAt <= this.now().toISOString()) return undefined;
    return { totalHits: row.hits, resetTime: new Date(row.resetAt) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.now();
    const resetAt = new Date(now.getTime() + this.windowMs).toISOString();
    const row = await inTransaction(this.database, (data) =>
      data.rateLimits.addRateLimitHit(this.keyOf(key), now.toISOString(), resetAt),
    );
    return { totalHits: row.hits, resetTime: new Date(row.resetAt) };
  }

  async decrement(key: string): Promise<void> {
    await inTransaction(this.database, (data) => data.rateLimits.removeRateLimitHit(this.keyOf(key)));
  }

  async resetKey(key: string): Promise<void> {
    await inTransaction(this.database, (data) => data.rateLimits.deleteRateLimitKey(this.keyOf(key)));
  }
}

/** The sweep: windows that have ended are counters no one reads again. */
export async function deleteEndedRateLimitWindows(database: Database, now = new Date()): Promise<number> {
  return inTransaction(database, (data) => data.rateLimits.deleteRateLimitWindowsEndedBy(now.toISOString()));
}
