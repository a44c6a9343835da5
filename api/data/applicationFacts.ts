import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';
import type { ColumnValues } from './listQuery';
import { recentCallsSince, type RecentCalls } from '../domain/callingHours';

/*
 * What a row of the applications list shows beside the application's own columns (the borrower's
 * name, the rep it is assigned to, whether it has offers, whether it is in a plan, the borrower's
 * state and ZIP for calling hours, the open call-back). They are read
 * in the page's own query, so a page costs no query per kind of field
 * (docs/decisions/0080-list-in-one-pass.md), and batched by id where no page read them (a show page, a
 * subscription).
 */

/** The id of the application's latest decision (by creation date), as a subquery over `applications`. */
export function latestDecisionId(t: Tables): SQL {
  return sql`(select ${t.decisions.id} from ${t.decisions} where ${t.decisions.applicationId} = ${t.applications.id} order by ${t.decisions.createdAt} desc limit 1)`;
}

/** The open call-back: the one the application's newest contact attempt booked, or null. */
export function openCallbackAt(t: Tables): SQL {
  const c = t.contactAttempts;
  return sql`(select ${c.callbackAt} from ${c} where ${c.applicationId} = ${t.applications.id} order by ${c.createdAt} desc limit 1)`;
}

/** The latest decision of an application has offers (a qualified decision). */
export function hasOffersCondition(t: Tables): SQL {
  return sql`exists (select 1 from ${t.offers} where ${t.offers.decisionId} = ${latestDecisionId(t)})`;
}

export function enrolledCondition(t: Tables): SQL {
  return or(
    // eq() encodes the flag as the column stores it (1 in SQLite, which cannot bind a boolean).
    sql`exists (select 1 from ${t.dmpEnrollments} where ${t.dmpEnrollments.applicationId} = ${t.applications.id} and ${eq(t.dmpEnrollments.active, true)})`,
    sql`exists (select 1 from ${t.rentalReliefPlans} where ${t.rentalReliefPlans.applicationId} = ${t.applications.id})`,
  )!;
}

export interface ApplicationFacts {
  borrowerName: string | null;
  assignedToName: string | null;
  hasOffers: boolean;
  isEnrolledInAPlan: boolean;
  /** Where the borrower lives, for calling hours and the time zone. */
  borrowerState: string | null;
  borrowerZipCode: string | null;
  callbackAt: string | null;
}

/**
 * Columns made once for each set of tables: the same object for the same tables, so a list's
 * statement that reads them is kept (listQuery.ts names it by the object).
 */
function keptPerTables<C>(make: (t: Tables) => C): (t: Tables) => C {
  const kept = new WeakMap<Tables, C>();
  return (t) => {
    let columns = kept.get(t);
    if (!columns) kept.set(t, (columns = make(t)));
    return columns;
  };
}

/** The facts as columns of a query over `applications` (each a lookup by key, or an exists). */
export const applicationFactColumns = keptPerTables(factColumnsOf);

function factColumnsOf(t: Tables) {
  const b = t.borrowers;
  const borrowerOf = sql`${b.id} = ${t.applications.applicationBorrowerId}`;
  return {
    firstName: sql<string | null>`(select ${b.firstName} from ${b} where ${borrowerOf})`,
    lastName: sql<string | null>`(select ${b.lastName} from ${b} where ${borrowerOf})`,
    state: sql<string | null>`(select ${b.state} from ${b} where ${borrowerOf})`,
    zipCode: sql<string | null>`(select ${b.zipCode} from ${b} where ${borrowerOf})`,
    callbackAt: sql<string | null>`${openCallbackAt(t)}`,
    assignedToName: sql<
      string | null
    >`(select ${t.users.name} from ${t.users} where ${sql`${t.users.id} = ${t.applications.assignedTo}`})`,
    // 1 or 0 in both dialects (Postgres would answer a boolean, SQLite an integer).
    hasOffers: sql<number>`case when ${hasOffersCondition(t)} then 1 else 0 end`,
    isEnrolledInAPlan: sql<number>`case when ${enrolledCondition(t)} then 1 else 0 end`,
  };
}

export type FactColumns = ColumnValues<ReturnType<typeof applicationFactColumns>>;

/**
 * The facts, and the phone calls of the last day and week that the calling fields count, as columns
 * of a list's page: the calling status then needs no statement of its own. The counts' beginnings
 * are placeholders (`listFactValues`), so the page's statement stays one.
 */
export const listFactColumns = keptPerTables(listFactColumnsOf);

function listFactColumnsOf(t: Tables) {
  const c = t.contactAttempts;
  // A condition of its own: drizzle writes a column of the template itself without its table in a
  // query of one table, where the subquery's own "id" would then shadow the application's.
  const phoneCallsSince = (since: string) => {
    const ofThisApplication = sql`${c.applicationId} = ${t.applications.id} and ${eq(c.method, 'Phone')} and ${c.createdAt} >= ${sql.placeholder(since)}`;
    return sql<number>`(select count(*) from ${c} where ${ofThisApplication})`;
  };
  return {
    ...applicationFactColumns(t),
    phoneCallsLastDay: phoneCallsSince('phoneCallsSinceDay'),
    phoneCallsLastWeek: phoneCallsSince('phoneCallsSinceWeek'),
  };
}

/** The values `listFactColumns` counts from, at `now`. */
export function listFactValues(now: Date): Record<string, string> {
  const since = recentCallsSince(now);
  return { phoneCallsSinceDay: since.day, phoneCallsSinceWeek: since.week };
}

/** A listed row's recent calls from its page's columns. */
export function recentCallsOf(c: ColumnValues<ReturnType<typeof listFactColumns>>): RecentCalls {
  return { last24Hours: Number(c.phoneCallsLastDay), last7Days: Number(c.phoneCallsLastWeek) };
}

/** The facts as the list shows them: a name from its parts, flags from their 1 or 0. */
export function applicationFactsOf(c: FactColumns): ApplicationFacts {
  return {
    borrowerName: [c.firstName, c.lastName].filter(Boolean).join(' ') || null,
    assignedToName: c.assignedToName ?? null,
    hasOffers: Number(c.hasOffers) === 1,
    isEnrolledInAPlan: Number(c.isEnrolledInAPlan) === 1,
    borrowerState: c.state ?? null,
    borrowerZipCode: c.zipCode ?? null,
    callbackAt: c.callbackAt ?? null,
  };
}

/** The facts of each application id, in the order of the ids (undefined for an unknown id). */
export async function applicationFactsByIds(
  db: Db,
  t: Tables,
  ids: readonly string[],
): Promise<(ApplicationFacts | undefined)[]> {
  const rows = await db
    .select({ id: t.applications.id, ...applicationFactColumns(t) })
    .from(t.applications)
    .where(inArray(t.applications.id, ids as string[]));
  const found = new Map(rows.map(({ id, ...c }) => [id, applicationFactsOf(c)]));
  return ids.map((id) => found.get(id));
}
