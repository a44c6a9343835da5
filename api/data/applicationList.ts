import { and, count, desc, eq, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Db, Tables } from '../../db/client';
import { isIsoDate } from '../domain/dates';
import { callableNowCondition } from './callableNow';
import { AppError } from '../errors';
import { type DateRangeChoice, portalDateRange } from '../domain/staffFilters';
import {
  filterConditions,
  type ListArgs,
  ordering,
  type Page,
  pageAndTotal,
  paging,
  searchConditions,
} from './listQuery';

/** The latest decision of an application has offers (a qualified decision). */
export function hasOffersCondition(t: Tables): SQL {
  const latestDecision = sql`(select ${t.decisions.id} from ${t.decisions} where ${t.decisions.applicationId} = ${t.applications.id} order by ${t.decisions.createdAt} desc limit 1)`;
  return sql`exists (select 1 from ${t.offers} where ${t.offers.decisionId} = ${latestDecision})`;
}

export function enrolledCondition(t: Tables): SQL {
  return or(
    // eq() encodes the flag as the column stores it (1 in SQLite, which cannot bind a boolean).
    sql`exists (select 1 from ${t.dmpEnrollments} where ${t.dmpEnrollments.applicationId} = ${t.applications.id} and ${eq(t.dmpEnrollments.active, true)})`,
    sql`exists (select 1 from ${t.rentalReliefPlans} where ${t.rentalReliefPlans.applicationId} = ${t.applications.id})`,
  )!;
}

function borrowerSearch(database: Database, term: unknown): SQL | undefined {
  const { t } = database;
  const q = typeof term === 'string' ? term.trim() : '';
  if (!q) return undefined;
  const b = t.borrowers;
  const parts = q.split(/\s+/);
  // The full name (spec §5) at every split: 'Maria Guadalupe Lopez' is first 'Maria Guadalupe' and
  // last 'Lopez', or first 'Maria' and last 'Guadalupe Lopez'. Up to four words: one more is no name.
  const fullNames =
    parts.length >= 2 && parts.length <= 4
      ? parts
          .slice(1)
          .map((_, i) =>
            and(
              searchConditions(database, [b.firstName], parts.slice(0, i + 1).join(' ')),
              searchConditions(database, [b.lastName], parts.slice(i + 1).join(' ')),
            ),
          )
      : [];
  const byBorrower = or(
    searchConditions(database, [b.firstName, b.lastName, b.email, b.phoneNumber], q),
    // The borrower's id, whole (spec §5 lists 'id' among a borrower's searchable fields).
    eq(b.id, q),
    ...fullNames,
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
    // Calling hours (issue 11): borrowers a rep may call now, by state and ZIP (callableNow.ts).
    callableNow: (value) => callableNowCondition(database, value, now),
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

export const applicationDefaultSort = { field: 'createdAt', order: 'DESC' } as const;

export type ApplicationRow = Tables['applications']['$inferSelect'];

export async function listApplications(database: Database, args: ListArgs, now: Date) {
  const { db, t } = database;
  const { limit, offset } = paging(args);
  return db
    .select()
    .from(t.applications)
    .where(applicationConditions(database, args.filter, now))
    .orderBy(...ordering(t.applications, args, applicationDefaultSort))
    .limit(limit)
    .offset(offset);
}

/**
 * A search or a list of ids narrows the applications to a few: the matching set is found once and
 * gives both the page and the total. Without one (the last 72 hours, a rep's queue) the set can be
 * tens of thousands of rows, which an early-stopping page and a covering count scan answer faster.
 */
export function narrowsToFew(filter: ListArgs['filter']): boolean {
  const q = filter?.q;
  return (typeof q === 'string' && q.trim() !== '') || Array.isArray(filter?.ids);
}

/** The page and the total of the matching applications from one pass (see `pageAndTotal`). */
export async function pageOfApplications(
  database: Database,
  args: ListArgs,
  now: Date,
): Promise<Page<ApplicationRow>> {
  const { t } = database;
  const window = paging(args);
  return pageAndTotal(
    database,
    t.applications,
    applicationConditions(database, args.filter, now),
    ordering(t.applications, args, applicationDefaultSort),
    window,
  );
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
