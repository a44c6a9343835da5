import { and, count, getTableName, gte, lt } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { hashPassword } from '../api/auth/passwords';
import { readData } from '../api/data/bound';
import { termsInForce } from '../api/domain/creditorTerms';
import {
  allTermsVersions,
  creditorTermsAreReviewed,
  ensureCreditorTerms,
} from '../api/services/creditorTermsTable';
import { demoScenarioById, type DemoScenarioId } from '../api/domain/demoScenarios';
import type { Logger } from '../api/logger';
import { analyzeTables, insertEncoded } from '../db/bulk';
import { withIndexesBuiltAfter } from '../db/bulkIndexes';
import type { Database, Db } from '../db/client';
import type { EncodedChunk } from './chunk';
import { chunkSource } from './chunkSource';
import { addDemoAccounts, type DemoAccountsResult } from './demoAccounts';
import { borrowerIdRange, runTag, type SeededTable } from './ids';
import { addLenders } from './lenders';
import { resetBorrowerData } from './reset';
import { insertOrder } from './rows';
import type { RunSettings } from './run';
import { noFees, type AgencyFees } from '../api/domain/agencyFees';
import { assignableStaff } from './staff';

export interface SeedOptions {
  /** How many borrowers; with a scenario, its own count (anything else is refused). */
  borrowers: number;
  /**
   * A scenario set (api/domain/demoScenarios.ts): its borrowers, each telling its lesson
   * (catalog/scenarios.ts), instead of the showcase and random ones.
   */
  scenario?: DemoScenarioId;
  seed: number;
  /** The anchor every date is counted back from. */
  now: Date;
  reset?: boolean;
  /**
   * The first ordinal of this same load, run before and stopped: it continues after the last whole
   * borrower it wrote (chunks are written in order, each in a transaction), and does not reset again.
   */
  resumeFrom?: number;
  /** Told the load's first ordinal before any borrower is written (a resumable load records it). */
  onStart?: (firstOrdinal: number) => Promise<unknown>;
  /** A known password for the demo borrowers; without one they get the product's random one. */
  borrowerPassword?: string;
  /**
   * The password of the demo borrower accounts (seed/demoAccounts.ts) when this load makes them;
   * default DEMO_BORROWER_PASSWORD (the console's load reads it so), else a generated one, printed.
   */
  demoAccountPassword?: string;
  /** Used only when the database has no account at all and the demo staff are created. */
  staffPassword?: string;
  /** The workspace's fees, itemized in the demo plans' signed agreements (AGENCY_*_FEE); none by default. */
  fees?: AgencyFees;
  /** Borrowers per transaction. */
  chunkSize?: number;
  /** Generator threads beside the writer (0: generate on the writer's thread, between writes). */
  workers?: number;
  /**
   * Into a database with no borrowers yet, for a loader that has it to itself (the bench, the CLI's
   * `--bulk`): the whole load is one transaction, and the tables' secondary indexes (on Postgres their
   * foreign keys too) are built once after the rows (db/bulkIndexes.ts). Ignored when the database
   * holds borrowers or when resuming; the console's training loads, which share their database with
   * its console, never ask.
   */
  indexesAfter?: boolean;
  onProgress?: (progress: SeedProgress) => void;
  /** Stops the load between chunks (a server shutting down): it rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface SeedProgress {
  done: number;
  total: number;
  elapsedMs: number;
}

export interface SeedResult {
  borrowers: number;
  /** The first borrower's ordinal: how many borrowers the database held before. */
  firstOrdinal: number;
  rows: Record<SeededTable, number>;
  /** The demo borrower accounts, and which of them this load made. */
  demoAccounts: DemoAccountsResult;
  elapsedMs: number;
  /** CPU time of the generator threads, when there were some and Linux's /proc told it. */
  generatorCpuMs?: number;
}

const defaultChunkSize = 500;
const analyzeFrom = 5_000;

/** How many borrowers of a load that began at `first` are written: ids grow with the ordinal, so a prefix. */
async function writtenSince(database: Database, tag: string, first: number, total: number): Promise<number> {
  const { db, t } = database;
  const [low, high] = borrowerIdRange(tag, first, first + total);
  const [{ n }] = await db
    .select({ n: count() })
    .from(t.borrowers)
    .where(and(gte(t.borrowers.id, low), lt(t.borrowers.id, high)));
  return Number(n);
}

async function startingOrdinal(database: Database, tag: string, total: number): Promise<number> {
  const { db, t } = database;
  const [{ n }] = await db.select({ n: count() }).from(t.borrowers);
  const first = Number(n);
  if ((await writtenSince(database, tag, first, total)) > 0) {
    throw new Error(
      `Seed ids from borrower ${first} on exist already (were borrowers deleted?): use --reset or another --seed.`,
    );
  }
  return first;
}

/** A scenario's size is its own: a caller asking another has mistaken the set, so nothing is written. */
function checkScenario({ scenario, borrowers }: SeedOptions): void {
  if (!scenario) return;
  const known = demoScenarioById(scenario);
  if (!known) throw new Error(`There is no scenario set "${scenario}".`);
  if (borrowers !== known.borrowers)
    throw new Error(`The scenario set ${scenario} has ${known.borrowers} borrowers, not ${borrowers}.`);
}

/**
 * The training workspace's creditor terms for the demo decisions (the starting table on a first
 * load, in effect from the anchor's day when that is earlier): those in force today, or at the
 * anchor when it is later. A reset leaves the table as a lead
 * left it, like the staff accounts: it is the agency's set-up, not borrowers' data.
 */
async function creditorTermsOf(database: Database, anchor: Date) {
  await ensureCreditorTerms(database, 'training', new Date(Math.min(anchor.getTime(), Date.now())));
  const data = readData(database);
  const at = new Date(Math.max(anchor.getTime(), Date.now()));
  return {
    creditorTerms: termsInForce(await allTermsVersions(data), at),
    creditorTermsReviewed: await creditorTermsAreReviewed(data),
  };
}

async function writeChunk(database: Database, tx: Db, chunk: EncodedChunk): Promise<void> {
  for (const rows of chunk.tables) await insertEncoded(database, tx, rows);
}

/**
 * Adds `borrowers` demo borrowers with their whole trees (or a scenario set's). Each chunk of whole
 * trees is one transaction (SECURITY.md §21), or the whole load is (`indexesAfter`): a run killed
 * midway leaves only complete borrowers.
 */
export async function seedBorrowers(
  database: Database,
  logger: Logger,
  options: SeedOptions,
): Promise<SeedResult> {
  const started = performance.now();
  options.signal?.throwIfAborted();
  checkScenario(options);
  const resuming = options.resumeFrom !== undefined;
  if (options.reset && !resuming) await resetBorrowerData(database);
  const { staff, firstRep } = await assignableStaff(database, logger, options.staffPassword);
  await addLenders(database);
  const creditors = await creditorTermsOf(database, options.now);
  const tag = runTag(options.seed);
  const firstOrdinal = options.resumeFrom ?? (await startingOrdinal(database, tag, options.borrowers));
  const written = resuming ? await writtenSince(database, tag, firstOrdinal, options.borrowers) : 0;
  await options.onStart?.(firstOrdinal);
  const settings: RunSettings = {
    seed: options.seed,
    anchorIso: options.now.toISOString(),
    staff,
    firstRep,
    scenario: options.scenario && { id: options.scenario, firstOrdinal },
    // One hash for everyone: scrypt costs ~100 ms, 100 000 of them would take hours (SECURITY.md §1).
    passwordHash: await hashPassword(options.borrowerPassword ?? randomBytes(30).toString('hex')),
    mustChangePassword: options.borrowerPassword === undefined,
    fees: options.fees ?? noFees,
    ...creditors,
  };
  const rows = Object.fromEntries(insertOrder.map((table) => [table, 0])) as Record<SeededTable, number>;
  const plan = {
    firstOrdinal: firstOrdinal + written,
    total: options.borrowers - written,
    chunkSize: options.chunkSize ?? defaultChunkSize,
  };
  const source = chunkSource(plan, settings, database, options.workers ?? 0);
  const writeAll = async (write: (chunk: EncodedChunk) => Promise<void>) => {
    let done = written;
    for (let chunk = await source.next(); chunk; chunk = await source.next()) {
      options.signal?.throwIfAborted();
      await write(chunk);
      for (const [table, n] of Object.entries(chunk.rows)) rows[table as SeededTable] += n;
      done += chunk.count;
      options.onProgress?.({ done, total: options.borrowers, elapsedMs: performance.now() - started });
      // A chunk the generator thread made ahead is already there, so awaiting it never lets the event
      // loop turn: without this, a server loading demo data would answer nothing (requests, a
      // shutdown) until the thread fell behind.
      await nextTurn();
    }
  };
  let generatorCpuMs: number | undefined;
  try {
    if (options.indexesAfter && firstOrdinal === 0 && !resuming) {
      const tables = insertOrder.map((table) => getTableName(database.t[table]));
      await withIndexesBuiltAfter(database, tables, (tx) =>
        writeAll((chunk) => writeChunk(database, tx, chunk)),
      );
    } else {
      await writeAll((chunk) => database.withTransaction((tx) => writeChunk(database, tx, chunk)));
    }
  } finally {
    ({ generatorCpuMs } = await source.close());
  }
  // After the borrowers, so a fresh database's first ordinals are still the showcase's.
  const demoAccounts = await addDemoAccounts(
    database,
    logger,
    settings,
    options.demoAccountPassword ?? process.env.DEMO_BORROWER_PASSWORD,
  );
  for (const [table, n] of Object.entries(demoAccounts.rows)) rows[table as SeededTable] += n;
  // Statistics from a large load steer the planner right (see analyzeTables); from a small one they
  // would describe tables that real use soon outgrows, so small runs leave the planner to its rules.
  if (options.borrowers >= analyzeFrom) await analyzeTables(database);
  return {
    borrowers: options.borrowers,
    firstOrdinal,
    rows,
    demoAccounts,
    elapsedMs: performance.now() - started,
    generatorCpuMs,
  };
}
