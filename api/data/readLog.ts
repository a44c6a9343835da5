import { and, count, countDistinct, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
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
  /** Different consumers whose file the account read or changed: borrowers, and spouses read. */
  borrowers: number;
  reads: number;
  changes: number;
}

/** A consumer: the borrower read, or the application where it has no borrower yet. */
const consumerOf = (t: Tables) => sql<string>`coalesce(${t.readLog.borrowerId}, ${t.readLog.applicationId})`;

/**
 * Who touched whose file in [from, to): each account's distinct consumers (the borrower of a file read
 * or changed — the audit log's entries of an application count as much as its reads — and the spouse
 * when the spouse's data was read), and the reads and changes. Distinct pairs are read, then counted
 * here: the report runs from the command line, over one window.
 */
async function consumersBetween(db: Db, t: Tables, from: string, to: string) {
  const readWindow = and(gte(t.readLog.createdAt, from), lt(t.readLog.createdAt, to));
  const reads = await db
    .selectDistinct({
      actorId: t.readLog.actorId,
      consumer: consumerOf(t),
      spouse: sql<string | null>`case when ${t.readLog.kind} = 'spouse' then ${t.readLog.applicationId} end`,
    })
    .from(t.readLog)
    .where(readWindow);
  const changes = await db
    .selectDistinct({
      actorId: t.auditLog.actorId,
      consumer: sql<string>`coalesce(${t.applications.applicationBorrowerId}, ${t.auditLog.applicationId})`,
    })
    .from(t.auditLog)
    .innerJoin(t.applications, eq(t.applications.id, t.auditLog.applicationId))
    .where(and(gte(t.auditLog.createdAt, from), lt(t.auditLog.createdAt, to)));
  const byActor = new Map<string, Set<string>>();
  const add = (actorId: string | null, consumer: string) => {
    if (!actorId) return;
    let set = byActor.get(actorId);
    if (!set) byActor.set(actorId, (set = new Set()));
    set.add(consumer);
  };
  for (const row of reads) {
    add(row.actorId, row.consumer);
    if (row.spouse) add(row.actorId, `spouse of ${row.spouse}`);
  }
  for (const row of changes) add(row.actorId, row.consumer);
  return byActor;
}

/** Per account: how many different consumers' files it read or changed in [from, to), reads and changes. */
export async function accessReport(db: Db, t: Tables, from: string, to: string): Promise<AccessReportRow[]> {
  const consumers = await consumersBetween(db, t, from, to);
  const actorIds = [...consumers.keys()];
  if (actorIds.length === 0) return [];
  const reads = await db
    .select({ actorId: t.readLog.actorId, n: count() })
    .from(t.readLog)
    .where(and(gte(t.readLog.createdAt, from), lt(t.readLog.createdAt, to)))
    .groupBy(t.readLog.actorId);
  const changes = await db
    .select({ actorId: t.auditLog.actorId, n: count() })
    .from(t.auditLog)
    .where(
      and(gte(t.auditLog.createdAt, from), lt(t.auditLog.createdAt, to), isNotNull(t.auditLog.applicationId)),
    )
    .groupBy(t.auditLog.actorId);
  const accounts = await db
    .select({ id: t.users.id, email: t.users.email, name: t.users.name })
    .from(t.users)
    .where(inArray(t.users.id, actorIds));
  const countOf = (rows: { actorId: string | null; n: number }[], id: string) =>
    Number(rows.find((r) => r.actorId === id)?.n ?? 0);
  return accounts
    .map((account) => ({
      actorId: account.id,
      email: account.email,
      name: account.name,
      borrowers: consumers.get(account.id)?.size ?? 0,
      reads: countOf(reads, account.id),
      changes: countOf(changes, account.id),
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** Different consumers whose file anyone read or changed in [from, to): what the FTC's notice threshold is about. */
export async function borrowersReadBetween(db: Db, t: Tables, from: string, to: string): Promise<number> {
  const all = new Set<string>();
  for (const set of (await consumersBetween(db, t, from, to)).values()) for (const c of set) all.add(c);
  return all.size;
}
