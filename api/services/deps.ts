import type { Database } from '../../db/client';
import type { Viewer } from '../auth/viewer';
import type { HelpPhones } from '../domain/helpPhone';
import type { Integrations } from '../integrations';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../logger';
import type { FlowVariant } from '../domain/agency';
import type { AgencyFees } from '../domain/agencyFees';
import type { DemoScenarioId } from '../domain/demoScenarios';
import type { ReadKind } from '../domain/readLog';
import type { WorkspaceKind } from '../domain/workspace';

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
    /** A scenario set (api/domain/demoScenarios.ts) instead of random borrowers. */
    scenario?: DemoScenarioId;
    /** The workspace's fees, which its demo plans' signed agreements itemize. */
    fees: AgencyFees;
    now: Date;
    /** The first ordinal of a load that ran before (a resumed one): it continues after its last whole borrower. */
    resumeFrom?: number;
    /** Told the load's first ordinal before any borrower is written, so a resumed load knows it. */
    onStart: (firstOrdinal: number) => Promise<unknown>;
    workers: number;
    chunkSize: number;
    signal: AbortSignal;
    onProgress: (progress: { done: number }) => void;
  },
) => Promise<unknown>;

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
  integrations: Integrations;
  /** The database's job queue: work that must not be lost or make anyone wait (api/jobs). */
  jobs: JobQueue;
  logger: Logger;
  now: () => Date;
  /** Signs the borrower in after the first About-you submit (a new session id). */
  signIn?: (viewer: Viewer) => Promise<void>;
  /** Live or training: the few rules that differ (demo data, the second factor) ask it. */
  workspace: WorkspaceKind;
  /** Where staff open training, for the messages that send them there; null when training is off. */
  trainingAddress: string | null;
  /** The workspace's own origin, for links in e-mails: configured, else where it listens — never a request header. */
  publicOrigin: string;
  /** The deployment's credit flow: which offers pages a borrower is sent to. */
  flowVariant: FlowVariant;
  /** The help lines this workspace shows, for e-mails. */
  phones: HelpPhones;
  /** The agency's fees, itemized in every plan agreement. */
  fees: AgencyFees;
  /** The lead's demo-data load (given by api/main.ts). */
  loadDemoBorrowers: LoadDemoBorrowers;
  /** The clock of one-time codes, in milliseconds (tests step it so codes never repeat). */
  codeClock: () => number;
  /** Reps opening more unclaimed borrowers than this in an hour are flagged (UNCLAIMED_VIEWS_PER_HOUR). */
  unclaimedViewsPerHour: number;
  origin: RequestOrigin;
  limits: ServiceLimits;
  /**
   * A GraphQL request's logged reads, held until its operation has run and then written in one
   * transaction (api/graphql/middleware.ts); absent, each read is written as it happens.
   */
  pendingReads?: PendingRead[];
}

/** A staff read of a file waiting for the end of its request (api/services/readLog.ts). */
export interface PendingRead {
  applicationId: string;
  borrowerId: string | null;
  kind: ReadKind;
  unclaimed: boolean;
}
