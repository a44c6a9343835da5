import { and, count, desc, eq, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Db, Tables } from '../../db/client';
import { isIsoDate } from '../domain/dates';
import { AppError } from '../errors';
import { portalDateRange, type DateRangeChoice } from '../domain/staffFilters';
import { filterConditions, ordering, paging, searchConditions, type ListArgs } from '../graphql/list';

/** The latest decision of an application has offers (a qualified decision). */
export function hasOffersCondition(t: Tables): SQL {
  const latestDecision = sql`(select ${t.decisions.id} from ${t.decisions} where ${t.decisions.applicationId} = ${t.applications.id} order by ${t.decisions.createdAt} desc limit 1)`;
  return sql`exists (select 1 from ${t.offers} where ${t.offers.decisionId} = ${latestDecision})`;
}

export function enrolledCondition(t: Tables): SQL {
  return or(
    sql`exists (select 1 from ${t.dmpEnrollments} where ${t.dmpEnrollments.applicationId} = ${t.applications.id} and ${t.dmpEnrollments.active} = ${true})`,
    sql`exists (select 1 from ${t.rentalReliefPlans} where ${t.rentalReliefPlans.applicationId} = ${t.applications.id})`,
  )!;
}

function borrowerSearch(database: Database, term: unknown): SQL | undefined {
  const { t } = database;
  const q = typeof term === 'string' ? term.trim() : '';
  if (!q) return undefined;
  const b = t.borrowers;
  const parts = q.split(/\s+/);
  const fullName =
    parts.length >= 2
      ? and(
          searchConditions(database, [b.firstName], parts[0]),
          searchConditions(database, [b.lastName], parts.slice(1).join(' ')),
        )
      : undefined;
  const byBorrower = or(
    searchConditions(database, [b.firstName, b.lastName, b.email, b.phoneNumber], q),
    fullName,
  );
  const matchingBorrowers = database.db.select({ id: b.id }).from(b).where(byBorrower);
  return or(eq(t.applications.id, q), sql`${t.applications.applicationBorrowerId} in ${matchingBorrowers}`);
}

export function applicationConditions(
  database: Database,
  filter: ListArgs['filter'],
  now: Date,
): SQL | undefined {
  const { t } = database;
  return filterConditions(t.applications, filter, {
    q: (value) => borrowerSearch(database, value),
    claimed: (value) =>
      value === null
        ? undefined
        : value
          ? isNotNull(t.applications.assignedTo)
          : isNull(t.applications.assignedTo),
    hasOffers: (value) =>
      value === null ? undefined : value ? hasOffersCondition(t) : not(hasOffersCondition(t)),
    isEnrolledInAPlan: (value) =>
      value === null ? undefined : value ? enrolledCondition(t) : not(enrolledCondition(t)),
    dateRange: (value) => {
      if (value === null) return undefined;
      const choice = value as DateRangeChoice;
      for (const [field, day] of Object.entries(choice)) {
        if (day != null && !isIsoDate(day))
          throw new AppError('BAD_USER_INPUT', 'Date range is invalid', {
            [`dateRange.${field}`]: 'Date range is invalid',
          });
      }
      const { from, to } = portalDateRange(choice, now);
      return and(sql`${t.applications.createdAt} >= ${from}`, sql`${t.applications.createdAt} < ${to}`);
    },
  });
}

export async function listApplications(database: Database, args: ListArgs, now: Date) {
  const { db, t } = database;
  const { limit, offset } = paging(args);
  return db
    .select()
    .from(t.applications)
    .where(applicationConditions(database, args.filter, now))
    .orderBy(...ordering(t.applications, args, { field: 'createdAt', order: 'DESC' }))
    .limit(limit)
    .offset(offset);
}

export async function countApplications(database: Database, args: ListArgs, now: Date): Promise<number> {
  const { db, t } = database;
  const [row] = await db
    .select({ n: count() })
    .from(t.applications)
    .where(applicationConditions(database, args.filter, now));
  return Number(row.n);
}

export async function applicationFacts(tx: Db, t: Tables, applicationId: string) {
  const [attempts] = await tx
    .select({ n: count() })
    .from(t.contactAttempts)
    .where(eq(t.contactAttempts.applicationId, applicationId));
  const [latest] = await tx
    .select({ id: t.decisions.id })
    .from(t.decisions)
    .where(eq(t.decisions.applicationId, applicationId))
    .orderBy(desc(t.decisions.createdAt))
    .limit(1);
  const offers = latest
    ? await tx.select({ n: count() }).from(t.offers).where(eq(t.offers.decisionId, latest.id))
    : [{ n: 0 }];
  return { hasContactAttempts: Number(attempts.n) > 0, hasOffers: Number(offers[0].n) > 0 };
}
