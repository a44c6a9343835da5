import type { Db } from '../../db/client';

/**
 * A kind of job: its name, and how its failures are retried. The same settings on both engines
 * (pg-boss on a PostgreSQL server, the table in-process elsewhere).
 */
export interface JobKind<P> {
  name: string;
  /** Runs after the first that failures may cause; then the job has failed for good. */
  retryLimit: number;
  /** The wait before the first retry, doubled before each next one. */
  retryDelaySeconds: number;
  /** How long an attempt may run before it is taken for dead and the job runs again. */
  leaseSeconds: number;
  /** Only for the type: a kind's payload is what its handler receives. */
  readonly payload?: P;
}

export function jobKind<P>(kind: Omit<JobKind<P>, 'payload'>): JobKind<P> {
  return kind;
}

/** One attempt at a job, as its handler sees it. */
export interface JobAttempt {
  id: string;
  /** 1 for the first run. */
  attempt: number;
}

export interface JobHandlers<P> {
  run(payload: P, attempt: JobAttempt): Promise<void>;
  /** Called once when the job has failed for good, with its last error. */
  failedForGood?(payload: P, error: string, attempt: JobAttempt): Promise<void>;
}

export interface EnqueueOptions {
  /** Not before this instant (the sweeps, a delayed retry). */
  startAfter?: Date;
}

/**
 * The job queue of one database. `enqueue` writes the job through the caller's transaction, so a
 * change rolled back enqueues nothing; `work` names a kind's handlers before `start`.
 */
export interface JobQueue {
  readonly engine: 'pg-boss' | 'table';
  enqueue<P>(tx: Db, kind: JobKind<P>, payload: P, options?: EnqueueOptions): Promise<void>;
  work<P>(kind: JobKind<P>, handlers: JobHandlers<P>): void;
  /**
   * Enqueues `payload` at each tick of `cron` (UTC, to the minute) from `start` on, once per tick
   * however many servers keep the same schedule.
   */
  schedule<P>(kind: JobKind<P>, cron: string, payload: P): void;
  /** Runs a job that failed for good again, with its retries afresh; false when it is not failed. */
  retry<P>(kind: JobKind<P>, id: string): Promise<boolean>;
  start(): Promise<void>;
  /** Takes no new job, lets the running ones finish, and stops. */
  stop(): Promise<void>;
  /** How many jobs wait to run, due or not (the metrics' queue depth). */
  waiting(): Promise<number>;
}

/** The wait before retry number `retry` (1 for the first): the delay, doubled for each retry before. */
export function retryDelayMs(kind: Pick<JobKind<unknown>, 'retryDelaySeconds'>, retry: number): number {
  return kind.retryDelaySeconds * 1000 * 2 ** (retry - 1);
}

export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message || error.name : String(error);
