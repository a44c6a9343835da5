import { and, count, countDistinct, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/*
 * The read log and its flags (db/schema/safeguards.ts). A read with a page view is written once per
 * page load (its unique index: a second read of the same kind on that page conflicts and is skipped).
 */

export type ReadRow = Tables['readLog']['$inferInsert'];

/** Writes the reads; those already logged on their page load are skipped (the unique index). */
export async function insertReads(tx: Db, t: Tables, rows: ReadRow[]): Promise<void> {
  await tx.insert(t.readLog).values(rows).onConflictDoNothing();
}

/** How many different applications the actor read without holding their claim, since `since`. */
export async function unclaimedReadsSince(
  db: Db,
  t: Tables,
  actorId: string,
  since: string,
): Promise<number> {
  const [{ n }] = await db
    .select({ n: countDistinct(t.readLog.applicationId) })
    .from(t.readLog)
    .where(
      and(eq(t.readLog.actorId, actorId), eq(t.readLog.unclaimed, true), gte(t.readLog.createdAt, since)),
    );
  return Number(n);
}

/**
 * Which of these applications the actor read without holding their claim in [since, before). One
 * application (a page) is one probe of read_log_unclaimed_idx, its predicate written as the index's
 * so both engines use it: a file a rep reads all day is found as fast as one read once. Several (an
 * export's page) are one statement over the same index.
 */
export async function readUnclaimedSince(
  db: Db,
  t: Tables,
  actorId: string,
  applicationIds: string[],
  since: string,
  before: string,
): Promise<Set<string>> {
  const r = t.readLog;
  const inWindow = and(
    eq(r.actorId, actorId),
    sql`${r.unclaimed}`,
    gte(r.createdAt, since),
    lt(r.createdAt, before),
  );
  const rows =
    applicationIds.length === 1
      ? await db
          .select({ applicationId: r.applicationId })
          .from(r)
          .where(and(inWindow, eq(r.applicationId, applicationIds[0])))
          .limit(1)
      : await db
          .selectDistinct({ applicationId: r.applicationId })
          .from(r)
          .where(and(inWindow, inArray(r.applicationId, applicationIds)));
  return new Set(rows.map((row) => row.applicationId));
}

/**
 * Writes the reader's row unchanged, first in the transaction that may flag them: on Postgres their
 * flagging transactions then follow one another (SQLite's writer lock already serializes), so of
 * tabs that take a rep over the limit together, one flags and the others see its flag. The lock is
 * taken before the reads are written: their keys' share locks on the same row would otherwise
 * each wait for the other's.
 */
export async function holdReader(tx: Db, t: Tables, actorId: string): Promise<void> {
  await tx
    .update(t.users)
    .set({ updatedAt: sql`${t.users.updatedAt}` })
    .where(eq(t.users.id, actorId));
}

export async function flagSince(db: Db, t: Tables, actorId: string, since: string): Promise<boolean> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(t.readFlags)
    .where(and(eq(t.readFlags.actorId, actorId), gte(t.readFlags.createdAt, since)));
  return Number(n) > 0;
}

export async function insertFlag(tx: Db, t: Tables, row: Tables['readFlags']['$inferInsert']) {
  await tx.insert(t.readFlags).values(row);
}

export interface AccessReportRow {
  actorId: string;
  email: string;
  name: string | null;
  borrowers: number;
  reads: number;
}

/** A consumer: the borrower read, or the application where it has no borrower yet. */
const consumerOf = (t: Tables) => sql`coalesce(${t.readLog.borrowerId}, ${t.readLog.applicationId})`;

/** Per account: how many different borrowers' files it read in [from, to), and how many reads. */
export async function accessReport(db: Db, t: Tables, from: string, to: string): Promise<AccessReportRow[]> {
  const window = and(gte(t.readLog.createdAt, from), sql`${t.readLog.createdAt} < ${to}`);
  const rows = await db
    .select({
      actorId: t.readLog.actorId,
      email: t.users.email,
      name: t.users.name,
      borrowers: countDistinct(consumerOf(t)),
      reads: count(),
    })
    .from(t.readLog)
    .innerJoin(t.users, eq(t.users.id, t.readLog.actorId))
    .where(window)
    .groupBy(t.readLog.actorId, t.users.email, t.users.name)
    .orderBy(t.users.email);
  return rows.map((r) => ({ ...r, borrowers: Number(r.borrowers), reads: Number(r.reads) }));
}

/** Different borrowers read by anyone in [from, to): the figure the FTC's notice threshold is about. */
export async function borrowersReadBetween(db: Db, t: Tables, from: string, to: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: countDistinct(consumerOf(t)) })
    .from(t.readLog)
    .where(and(gte(t.readLog.createdAt, from), sql`${t.readLog.createdAt} < ${to}`));
  return Number(n);
}
