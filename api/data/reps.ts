import { and, count, eq, inArray, isNotNull, like, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Db, Tables } from '../../db/client';
import { archivedStatuses, contactedStatuses } from '../domain/applicationStatus';
import { staffGroupMarker } from '../domain/permissions';
import { openCallbackAt } from './applicationList';
import { paging, searchConditions, type ListArgs } from './listQuery';

type UserRow = Tables['users']['$inferSelect'];

/** Staff accounts are users in a group whose name includes CustomerService. */
function staffUserIds(db: Db, t: Tables) {
  return db
    .select({ id: t.userGroups.userId })
    .from(t.userGroups)
    .innerJoin(t.groups, eq(t.groups.id, t.userGroups.groupId))
    .where(like(t.groups.name, `%${staffGroupMarker}%`));
}

function repConditions(database: Database, filter: ListArgs['filter']) {
  const { db, t } = database;
  return and(
    inArray(t.users.id, staffUserIds(db, t)),
    filter?.ids ? inArray(t.users.id, filter.ids as string[]) : undefined,
    typeof filter?.isActive === 'boolean' ? eq(t.users.isActive, filter.isActive) : undefined,
    searchConditions(database, [t.users.name, t.users.email], filter?.q),
  );
}

export async function listReps(database: Database, args: ListArgs) {
  const { db, t } = database;
  const { limit, offset } = paging(args);
  return db
    .select()
    .from(t.users)
    .where(repConditions(database, args.filter))
    .orderBy(t.users.name, t.users.id)
    .limit(limit)
    .offset(offset);
}

export async function countReps(database: Database, args: ListArgs) {
  const { db, t } = database;
  const [row] = await db.select({ n: count() }).from(t.users).where(repConditions(database, args.filter));
  return Number(row.n);
}

/**
 * The rep info tile: assigned applications, and how many of those are Contacted or Call Scheduled
 * (derived, never stored). Archived claims are left out, as the queue's default filters leave them out: the tile and
 * the list it sits on count on one basis.
 */
export async function repCounts(db: Db, t: Tables, repId: string) {
  const [row] = await db
    .select({
      assigned: count(),
      contacted: sql<number>`coalesce(sum(case when ${inArray(t.applications.status, [...contactedStatuses])} then 1 else 0 end), 0)`,
    })
    .from(t.applications)
    .where(
      and(eq(t.applications.assignedTo, repId), notInArray(t.applications.status, [...archivedStatuses])),
    );
  return { assignedCount: Number(row.assigned), contactedCount: Number(row.contacted) };
}

/** The staff account with this id, or null (a borrower's account is no rep). */
export async function repById(db: Db, t: Tables, id: string): Promise<UserRow | null> {
  const [rep] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.id, id), inArray(t.users.id, staffUserIds(db, t))));
  return rep ?? null;
}

/** The active staff accounts by name (the lead's start page gives every rep a bar, even at zero). */
export function activeStaffNames(db: Db, t: Tables) {
  return db
    .select({ id: t.users.id, name: t.users.name })
    .from(t.users)
    .where(and(inArray(t.users.id, staffUserIds(db, t)), eq(t.users.isActive, true)))
    .orderBy(t.users.name, t.users.id);
}

/** The names of the users with these ids (those that exist). */
export function userNames(db: Db, t: Tables, ids: string[]) {
  return db.select({ id: t.users.id, name: t.users.name }).from(t.users).where(inArray(t.users.id, ids));
}

export async function addUserToGroup(tx: Db, t: Tables, userId: string, groupId: string) {
  await tx.insert(t.userGroups).values({ userId, groupId }).onConflictDoNothing();
}

export async function removeUserFromGroup(tx: Db, t: Tables, userId: string, groupId: string) {
  await tx
    .delete(t.userGroups)
    .where(and(eq(t.userGroups.userId, userId), eq(t.userGroups.groupId, groupId)));
}

/** The group names of each of these users (sorted), in one query: a page of the Reps list. */
export async function groupsOfUsers(db: Db, t: Tables, ids: readonly string[]) {
  const rows = await db
    .select({ userId: t.userGroups.userId, name: t.groups.name })
    .from(t.userGroups)
    .innerJoin(t.groups, eq(t.groups.id, t.userGroups.groupId))
    .where(inArray(t.userGroups.userId, [...ids]));
  const groups = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const row of rows) groups.get(row.userId)?.push(row.name);
  return ids.map((id) => groups.get(id)!.sort());
}

/** repCounts for each of these reps, in one query. */
export async function repCountsOf(db: Db, t: Tables, ids: readonly string[]) {
  const a = t.applications;
  const rows = await db
    .select({
      repId: a.assignedTo,
      assigned: count(),
      contacted: sql<number>`coalesce(sum(case when ${inArray(a.status, [...contactedStatuses])} then 1 else 0 end), 0)`,
    })
    .from(a)
    .where(and(inArray(a.assignedTo, [...ids]), notInArray(a.status, [...archivedStatuses])))
    .groupBy(a.assignedTo);
  const byRep = new Map(rows.map((r) => [r.repId, r]));
  return ids.map((id) => ({
    assignedCount: Number(byRep.get(id)?.assigned ?? 0),
    contactedCount: Number(byRep.get(id)?.contacted ?? 0),
  }));
}

/** Whether each of these accounts signs in with a confirmed second factor, in one query. */
export async function secondFactorsOn(db: Db, t: Tables, ids: readonly string[]) {
  const rows = await db
    .select({ userId: t.twoFactorSecrets.userId })
    .from(t.twoFactorSecrets)
    .where(and(inArray(t.twoFactorSecrets.userId, [...ids]), isNotNull(t.twoFactorSecrets.confirmedAt)));
  const on = new Set(rows.map((r) => r.userId));
  return ids.map((id) => on.has(id));
}

/**
 * Who holds what (a lead's screen): each staff account's open claims (not archived), how many of
 * those wait on a call-back, how many are due by `now`, and the soonest; one grouped read.
 */
export async function workloadByRep(db: Db, t: Tables, now: string) {
  const a = t.applications;
  const held = db
    .select({ repId: a.assignedTo, callbackAt: sql<string | null>`${openCallbackAt(t)}`.as('callback_at') })
    .from(a)
    .where(and(isNotNull(a.assignedTo), notInArray(a.status, [...archivedStatuses])))
    .as('held');
  const rows = await db
    .select({
      repId: held.repId,
      claims: count(),
      callbacks: count(held.callbackAt),
      due: sql<number>`coalesce(sum(case when ${held.callbackAt} <= ${now} then 1 else 0 end), 0)`,
      nextCallbackAt: sql<string | null>`min(${held.callbackAt})`,
    })
    .from(held)
    .groupBy(held.repId);
  return rows.map((r) => ({
    repId: r.repId!,
    claims: Number(r.claims),
    callbacks: Number(r.callbacks),
    due: Number(r.due),
    nextCallbackAt: r.nextCallbackAt,
  }));
}

/** The staff accounts with these ids or active ones, by name: the rows of who holds what. */
export function staffForWorkload(db: Db, t: Tables, holderIds: string[]) {
  return db
    .select({ id: t.users.id, name: t.users.name, email: t.users.email, isActive: t.users.isActive })
    .from(t.users)
    .where(
      and(
        inArray(t.users.id, staffUserIds(db, t)),
        holderIds.length
          ? or(eq(t.users.isActive, true), inArray(t.users.id, holderIds))
          : eq(t.users.isActive, true),
      ),
    )
    .orderBy(t.users.name, t.users.id);
}
