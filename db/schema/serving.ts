import { index, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, id, int, json, text, timestamp } from './columns';

/*
 * State that every API process (each worker of `npm start`, each server over one Postgres) must
 * share, kept in the database for that reason (docs/decisions/0056-cluster-process-model.md).
 */

/**
 * The rate limits' counters (express-rate-limit's store, api/http/rateLimitStore.ts): one fixed
 * window per key. A hit is one upsert that starts a new window once the old one has ended; the
 * hourly sweep deletes the ended ones.
 */
export const rateLimitHits = sqliteTable(
  'rate_limit_hits',
  {
    /** The limiter's prefix and its key (an IP, an account, an address). */
    key: text().primaryKey(),
    hits: int().notNull(),
    resetAt: timestamp().notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);

/**
 * The leads' demo-data loads from the console (api/services/demoData.ts). Any process answers the
 * progress; `runningSlot` is 'demo' while a load runs and null after, and its unique index lets
 * only one load run at a time, whichever process is asked.
 */
export const demoDataJobs = sqliteTable(
  'demo_data_jobs',
  {
    id: id(),
    status: text().notNull(),
    borrowers: int().notNull(),
    seed: int().notNull(),
    reset: bool().notNull(),
    /** The scenario set loaded (api/domain/demoScenarios.ts); null for random borrowers. */
    scenario: text(),
    done: int().notNull().default(0),
    total: int().notNull(),
    error: text(),
    startedById: text(),
    startedByName: text(),
    /**
     * The process running the load (`host:pid`), `queued` until one takes it: a load whose process
     * died is handed to another (api/services/demoData.ts, resumeOrphanedDemoDataLoads).
     */
    runner: text().notNull(),
    /** The ordinal of the load's first borrower, once known: a resumed load continues after its last whole one. */
    firstOrdinal: int(),
    /** How many times the load was handed on after its process died. */
    resumes: int().notNull().default(0),
    runningSlot: text(),
    startedAt: timestamp().notNull(),
    /** Written while the load runs; a running job whose heartbeat is old was left by a dead process. */
    heartbeatAt: timestamp().notNull(),
    finishedAt: timestamp(),
  },
  (t) => [
    uniqueIndex('demo_data_jobs_running_unique').on(t.runningSlot),
    index('demo_data_jobs_started_idx').on(t.startedAt),
  ],
);

/**
 * Which workspace this database belongs to (live or training), written on its first start. A
 * training database is never opened as live, nor live as training, whatever the settings say.
 */
export const workspaceMark = sqliteTable('workspace_mark', {
  kind: text().primaryKey(),
  markedAt: timestamp().notNull(),
});

/**
 * The job queue's table where the queue runs in-process (api/jobs/tableQueue.ts: SQLite, PGlite);
 * on a PostgreSQL server pg-boss keeps its own. A job is written in the transaction of the change
 * that causes it; `lockedUntil` is the running attempt's lease, so a job whose process died runs again.
 */
export const jobs = sqliteTable(
  'jobs',
  {
    id: id(),
    name: text().notNull(),
    payload: json<unknown>().notNull(),
    /** 'waiting' (due at runAfter), 'running' (leased), 'done', or 'failed' (for good). */
    status: text().notNull(),
    /** Attempts started, the running one included. */
    attempts: int().notNull().default(0),
    /** Runs after the first that a failure may cause. */
    retryLimit: int().notNull(),
    runAfter: timestamp().notNull(),
    /** The running attempt's lease token and end. */
    lockedBy: text(),
    lockedUntil: timestamp(),
    /** The last failure's message; a failed job keeps it. */
    lastError: text(),
    createdAt: timestamp().notNull(),
    finishedAt: timestamp(),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAfter), index('jobs_name_status_idx').on(t.name, t.status)],
);
