import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';
import type { ApplicationStatus } from '../domain/applicationStatus';

type ApplicationRow = Tables['applications']['$inferSelect'];

export async function applicationById(db: Db, t: Tables, id: string): Promise<ApplicationRow | null> {
  const [application] = await db.select().from(t.applications).where(eq(t.applications.id, id));
  return application ?? null;
}

/**
 * Writes the application's row unchanged: on Postgres the row stays locked until commit (SQLite's
 * writer lock already serializes), so use cases that check then write are race-free across
 * processes. The application, or null when there is none.
 */
export async function lockApplication(tx: Db, t: Tables, id: string): Promise<ApplicationRow | null> {
  const [application] = await tx
    .update(t.applications)
    .set({ updatedAt: sql`${t.applications.updatedAt}` })
    .where(eq(t.applications.id, id))
    .returning();
  return application ?? null;
}

export async function setApplicationStatus(tx: Db, t: Tables, id: string, status: ApplicationStatus) {
  await tx.update(t.applications).set({ status }).where(eq(t.applications.id, id));
}

export async function rentalApplicationOf(db: Db, t: Tables, applicationId: string) {
  const [rentalApplication] = await db
    .select()
    .from(t.rentalApplications)
    .where(eq(t.rentalApplications.applicationId, applicationId));
  return rentalApplication ?? null;
}

/** The last page the owner viewed in their newest application, or null (none, or none viewed yet). */
/** Where the owner's newest application stands for sign-in: its last page and its router. */
export async function newestApplicationEntry(db: Db, t: Tables, owner: string) {
  const [application] = await db
    .select({ lastViewedPage: t.applications.lastViewedPage, router: t.applications.router })
    .from(t.applications)
    .where(eq(t.applications.owner, owner))
    .orderBy(desc(t.applications.createdAt))
    .limit(1);
  return application ?? null;
}

/* Writes of an application's own records: the application row, its hardships, its rental record. */
export async function insertApplication(tx: Db, t: Tables, values: Tables['applications']['$inferInsert']) {
  const [application] = await tx.insert(t.applications).values(values).returning();
  return application;
}

/** The application's hardship answers, by key. */
export async function hardshipsOf(db: Db, t: Tables, applicationId: string) {
  return db
    .select({ key: t.hardships.key, value: t.hardships.value })
    .from(t.hardships)
    .where(eq(t.hardships.applicationId, applicationId))
    .orderBy(t.hardships.key);
}

/** One hardship answer of the application, replacing the earlier answer to the same key. */
export async function saveHardship(
  tx: Db,
  t: Tables,
  applicationId: string,
  hardship: { key: string; value: boolean },
) {
  await tx
    .insert(t.hardships)
    .values({ applicationId, ...hardship })
    .onConflictDoUpdate({
      target: [t.hardships.applicationId, t.hardships.key],
      set: { value: hardship.value },
    });
}

export async function insertRentalApplication(tx: Db, t: Tables, applicationId: string) {
  await tx.insert(t.rentalApplications).values({ applicationId });
}

type RentalApplicationChanges = Omit<Partial<Tables['rentalApplications']['$inferInsert']>, 'applicationId'>;

/** Sets these fields of the application's rental record, creating the record if it has none. */
export async function saveRentalApplicationFields(
  tx: Db,
  t: Tables,
  applicationId: string,
  changes: RentalApplicationChanges,
) {
  await tx
    .insert(t.rentalApplications)
    .values({ applicationId, ...changes })
    .onConflictDoUpdate({ target: t.rentalApplications.applicationId, set: changes });
}

/** The application of the borrower, if any (its id). */
export async function applicationIdOfBorrower(db: Db, t: Tables, borrowerId: string) {
  const [application] = await db
    .select({ id: t.applications.id })
    .from(t.applications)
    .where(eq(t.applications.applicationBorrowerId, borrowerId));
  return application?.id ?? null;
}

/** The application as changed (callers change an application they know exists). */
export async function updateApplicationFields(
  tx: Db,
  t: Tables,
  id: string,
  changes: ApplicationChanges,
): Promise<ApplicationRow> {
  const [after] = await tx.update(t.applications).set(changes).where(eq(t.applications.id, id)).returning();
  return after;
}

/** Assigns the application to the rep if no one holds it. */
export function assignIfUnclaimed(tx: Db, t: Tables, id: string, repId: string, at: string) {
  return updateApplicationWhere(
    tx,
    t,
    id,
    { assignedTo: repId, assignedToAt: at },
    isNull(t.applications.assignedTo),
  );
}

/** Assigns the application to the rep if `fromRepId` still holds it. */
export function assignIfHeldBy(tx: Db, t: Tables, id: string, fromRepId: string, repId: string, at: string) {
  return updateApplicationWhere(
    tx,
    t,
    id,
    { assignedTo: repId, assignedToAt: at },
    eq(t.applications.assignedTo, fromRepId),
  );
}

/** Lets go of the application if `repId` still holds it. */
export function unassignIfHeldBy(tx: Db, t: Tables, id: string, repId: string) {
  return updateApplicationWhere(
    tx,
    t,
    id,
    { assignedTo: null, assignedToAt: null },
    eq(t.applications.assignedTo, repId),
  );
}

/** Moves the application to `toRepId` if `holder` (a rep, or null for none) still holds it. */
export function reassignIf(
  tx: Db,
  t: Tables,
  id: string,
  holder: string | null,
  toRepId: string,
  at: string,
) {
  return updateApplicationWhere(
    tx,
    t,
    id,
    { assignedTo: toRepId, assignedToAt: at },
    holder === null ? isNull(t.applications.assignedTo) : eq(t.applications.assignedTo, holder),
  );
}

/** Who holds each of these applications (those that exist). */
export function applicationHolders(db: Db, t: Tables, ids: string[]) {
  return db
    .select({ id: t.applications.id, assignedTo: t.applications.assignedTo })
    .from(t.applications)
    .where(inArray(t.applications.id, ids));
}

/** Every application a rep holds. */
export async function applicationIdsHeldBy(db: Db, t: Tables, repId: string): Promise<string[]> {
  const rows = await db
    .select({ id: t.applications.id })
    .from(t.applications)
    .where(eq(t.applications.assignedTo, repId));
  return rows.map((r) => r.id);
}

/** Moves the status if it still is `from`. */
export function setStatusIfStill(tx: Db, t: Tables, id: string, from: string, to: string) {
  return updateApplicationWhere(tx, t, id, { status: to }, eq(t.applications.status, from));
}

/** Claims the application's one credit pull: in progress, if it was never attempted. */
export function claimCreditPull(tx: Db, t: Tables, id: string) {
  return updateApplicationWhere(
    tx,
    t,
    id,
    { creditPullStatus: 'inProgress' },
    eq(t.applications.creditPullStatus, 'notAttempted'),
  );
}

export async function newestOwnedApplication(db: Db, t: Tables, userId: string) {
  const [application] = await db
    .select()
    .from(t.applications)
    .where(eq(t.applications.owner, userId))
    .orderBy(desc(t.applications.createdAt))
    .limit(1);
  return application ?? null;
}

type ApplicationChanges = Partial<Tables['applications']['$inferInsert']>;

/** The application as changed; `where` keeps the change conditional (undefined when it no longer holds). */
async function updateApplicationWhere(
  tx: Db,
  t: Tables,
  id: string,
  changes: ApplicationChanges,
  condition?: SQL,
): Promise<ApplicationRow | undefined> {
  const [after] = await tx
    .update(t.applications)
    .set(changes)
    .where(and(eq(t.applications.id, id), condition))
    .returning();
  return after;
}
