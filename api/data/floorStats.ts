import { and, count, countDistinct, eq, gte, isNotNull, isNull, min, notInArray, sql } from 'drizzle-orm';
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

/** Plans enrolled since `since`: active DMPs and rental relief plans made since then. */
export async function plansEnrolledSince(db: Db, t: Tables, since: string) {
  const [dmps] = await db
    .select({ n: count() })
    .from(t.dmpEnrollments)
    .where(and(gte(t.dmpEnrollments.createdAt, since), eq(t.dmpEnrollments.active, true)));
  const [rental] = await db
    .select({ n: count() })
    .from(t.rentalReliefPlans)
    .where(gte(t.rentalReliefPlans.createdAt, since));
  return Number(dmps.n) + Number(rental.n);
}
