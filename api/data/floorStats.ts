import {
  and,
  count,
  countDistinct,
  eq,
  exists,
  gte,
  isNotNull,
  isNull,
  min,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';
import { archivedStatuses } from '../domain/applicationStatus';

/* The reads behind the lead's start page (services/floorStats.ts). */

const notArchived = (t: Tables) => notInArray(t.applications.status, [...archivedStatuses]);

export async function unclaimedQueue(db: Db, t: Tables) {
  const [row] = await db
    .select({ n: count(), oldest: min(t.applications.createdAt) })
    .from(t.applications)
    .where(and(isNull(t.applications.assignedTo), notArchived(t)));
  return { count: Number(row.n), oldestAt: row.oldest ?? null };
}

/** Each application first contacted since `since`: when it came in and when it was first contacted. */
export function firstContactsSince(db: Db, t: Tables, since: string) {
  const c = t.contactAttempts;
  const first = min(c.createdAt);
  return db
    .select({ createdAt: t.applications.createdAt, firstContactAt: sql<string>`${first}` })
    .from(c)
    .innerJoin(t.applications, eq(t.applications.id, c.applicationId))
    .groupBy(t.applications.id, t.applications.createdAt)
    .having(gte(first, since));
}

export async function claimsByRep(db: Db, t: Tables) {
  const rows = await db
    .select({ repId: t.applications.assignedTo, n: count() })
    .from(t.applications)
    .where(and(isNotNull(t.applications.assignedTo), notArchived(t)))
    .groupBy(t.applications.assignedTo);
  return new Map(rows.map((r) => [r.repId!, Number(r.n)]));
}

export async function contactsByRepSince(db: Db, t: Tables, since: string) {
  const c = t.contactAttempts;
  const rows = await db
    .select({ repId: c.contactedBy, n: count() })
    .from(c)
    .where(and(gte(c.createdAt, since), isNotNull(c.contactedBy)))
    .groupBy(c.contactedBy);
  return new Map(rows.map((r) => [r.repId!, Number(r.n)]));
}

export async function contactedApplicationsSince(db: Db, t: Tables, since: string) {
  const c = t.contactAttempts;
  const [row] = await db
    .select({ n: countDistinct(c.applicationId) })
    .from(c)
    .where(gte(c.createdAt, since));
  return Number(row.n);
}

/**
 * Of the applications contacted since `since`, those enrolled in a plan since then (an active DMP or a
 * rental relief plan made since `since`): the conversion's numerator counts only borrowers its
 * denominator counts, so it never passes 100 %.
 */
export async function contactedAndEnrolledSince(db: Db, t: Tables, since: string) {
  const c = t.contactAttempts;
  const dmp = t.dmpEnrollments;
  const rental = t.rentalReliefPlans;
  const [row] = await db
    .select({ n: countDistinct(c.applicationId) })
    .from(c)
    .where(
      and(
        gte(c.createdAt, since),
        or(
          exists(
            db
              .select({ one: sql`1` })
              .from(dmp)
              .where(
                and(eq(dmp.applicationId, c.applicationId), gte(dmp.createdAt, since), eq(dmp.active, true)),
              ),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(rental)
              .where(and(eq(rental.applicationId, c.applicationId), gte(rental.createdAt, since))),
          ),
        ),
      ),
    );
  return Number(row.n);
}

/** Staff who hold claims or logged contacts since `since` though their account is off (the charts keep them). */
export async function inactiveStaffWithWork(db: Db, t: Tables, since: string) {
  const a = t.applications;
  const c = t.contactAttempts;
  return db
    .select({ id: t.users.id, name: t.users.name })
    .from(t.users)
    .where(
      and(
        eq(t.users.isActive, false),
        or(
          exists(
            db
              .select({ one: sql`1` })
              .from(a)
              .where(and(eq(a.assignedTo, t.users.id), notArchived(t))),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(c)
              .where(and(eq(c.contactedBy, t.users.id), gte(c.createdAt, since))),
          ),
        ),
      ),
    )
    .orderBy(t.users.name, t.users.id);
}
