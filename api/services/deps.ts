import type { Database } from '../../db/client';
import type { Viewer } from '../auth/viewer';
import type { Integrations } from '../integrations';
import type { Logger } from '../logger';

/**
 * Adds demo borrowers with their whole trees, a chunk per transaction: the seed's seedBorrowers,
 * given by api/main.ts (and the tests' server), since nothing else in api/ imports the seed. It
 * rejects with the signal's reason when stopped between chunks.
 */
export type LoadDemoBorrowers = (
  database: Database,
  logger: Logger,
  options: {
    borrowers: number;
    seed: number;
    reset: boolean;
    now: Date;
    workers: number;
    chunkSize: number;
    signal: AbortSignal;
    onProgress: (progress: { done: number }) => void;
  },
) => Promise<unknown>;

/**
 * Which workspace the app serves (issue 17 splits the product into live and training): the live one
 * requires staff to sign in with a second factor.
 */
export type Workspace = 'live' | 'training';

/** Where a request comes from, for the read log (who read whose file, from where). */
export interface RequestOrigin {
  address: string | null;
  /** The console's page load that sent the request (header X-Page-View), so a page's reads log once. */
  pageView: string | null;
  /** 'export' when the console fetches rows for a CSV (header X-Read-Purpose): each row is a read. */
  purpose: 'export' | null;
}

/** Counted attempts a service makes on a request's behalf; each refuses with TOO_MANY_REQUESTS when over. */
export interface ServiceLimits {
  /** An About-you submit without an account (it creates one and mails it). */
  newApplication(): Promise<void>;
  /** A paid phone lookup, sharing the counters of POST /api/twilio/verify-phone. */
  phoneLookup(): Promise<void>;
}

/** What every service receives: the database, the third parties' adapters, the clock, the log. */
export interface ServiceDeps {
  database: Database;
  workspace: Workspace;
  integrations: Integrations;
  logger: Logger;
  now: () => Date;
  /** Signs the borrower in after the first About-you submit (a new session id). */
  signIn?: (viewer: Viewer) => Promise<void>;
  /** The site's origin, for links in e-mails. */
  publicOrigin: string;
  counselorPhone: string;
  /** The lead's demo-data load (given by api/main.ts). */
  loadDemoBorrowers: LoadDemoBorrowers;
  /** The clock of one-time codes, in milliseconds (tests step it so codes never repeat). */
  codeClock: () => number;
  /** Reps opening more unclaimed borrowers than this in an hour are flagged (UNCLAIMED_VIEWS_PER_HOUR). */
  unclaimedViewsPerHour: number;
  origin: RequestOrigin;
  limits: ServiceLimits;
}
