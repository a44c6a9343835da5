import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Db, Tables } from '../../db/client';
import { borrowerSearchOf } from '../domain/borrowerSearch';
import { emailDomainOf, phoneLocalOf, searchedWords } from '../../db/schema/columns';
import { isIsoDate } from '../domain/dates';
import { selectAtLeastOneFilter } from '../domain/messages';
import { callableNowCondition } from './callableNow';
import { queueTotal, queueTotalFilter } from './queueTotals';
import {
  applicationFactsOf,
  listFactColumns,
  listFactValues,
  recentCallsOf,
  enrolledCondition,
  hasOffersCondition,
  openCallbackAt,
  type ApplicationFacts,
} from './applicationFacts';
import type { RecentCalls } from '../domain/callingHours';
import { AppError } from '../errors';
import { type DateRangeChoice, portalDateRange } from '../domain/staffFilters';
import {
  filterConditions,
  type ListArgs,
  ordering,
  pageAndTotal,
  pageOf,
  pageWith,
  paging,
  startsWith,
  type Column,
} from './listQuery';

/** An id column's rows whose id starts with `prefix` (ids are lower-case): a range on its key. */
function idStartsWith(column: Column, prefix: string): SQL {
  const next = prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);
  return and(gte(column, prefix), lt(column, next))!;
}

/** `expression >= term and expression < next`: a prefix range an index on the expression answers. */
function expressionStartsWith(database: Database, expression: SQL, term: string): SQL {
  const low =
    database.dialect === 'sqlite' ? term.replace(/[A-Z]/g, (c) => c.toLowerCase()) : term.toLowerCase();
  const high = low.slice(0, -1) + String.fromCodePoint(low.codePointAt(low.length - 1)! + 1);
  return sql`(${expression} >= ${low} and ${expression} < ${high})`;
}

/**
 * The search box (spec §5), as people say names (api/domain/borrowerSearch.ts): every word typed
 * begins some word of the borrower's first or last name (their first three words each, accents and
 * apostrophes aside), in any order; or the words begin the e-mail, or its domain; or the digits begin
 * the phone, or its last seven; or the application's or the borrower's id. The borrower's fields are
 * read from the application's copies (db/schema/application.ts), each key one index with the status
 * and the date beside it; accents are off both sides (api/domain/searchFold.ts).
 */
function borrowerSearch(database: Database, term: unknown): SQL | undefined {
  const { t } = database;
  if (typeof term === 'string' && term.trim().length > 100)
    throw new AppError('BAD_USER_INPUT', 'Search is invalid', { q: 'Search is invalid' });
  const search = typeof term === 'string' ? borrowerSearchOf(term) : null;
  if (!search) return undefined;
  const a = t.applications;
  const nameKeys = [...searchedWords(a.borrowerFirstName), ...searchedWords(a.borrowerLastName)];
  const startsAny = (word: string) => or(...nameKeys.map((key) => expressionStartsWith(database, key, word)));
  // Several words are a name: each begins a word of it. A top-level AND of ORs, so each engine drives
  // the search from one word's index ranges (SQLite's multi-index OR, Postgres's BitmapOr).
  if (search.words.length > 1) return and(...search.words.map(startsAny));
  return or(
    search.words.length ? startsAny(search.words[0]) : undefined,
    startsWith(database, a.borrowerEmail, search.text),
    search.domain ? expressionStartsWith(database, emailDomainOf(a.borrowerEmail), search.domain) : undefined,
    search.phonePrefix ? startsWith(database, a.borrowerPhoneNumber, search.phonePrefix) : undefined,
    search.phoneLocalPrefix
      ? expressionStartsWith(database, phoneLocalOf(a.borrowerPhoneNumber), search.phoneLocalPrefix)
      : undefined,
    search.idPrefix ? idStartsWith(a.id, search.idPrefix) : undefined,
    search.idPrefix ? idStartsWith(a.applicationBorrowerId, search.idPrefix) : undefined,
  );
}

export { openCallbackAt };

/** A language filter: applications whose borrower prefers one of these languages. */
function preferredLanguageCondition(t: Tables, value: unknown): SQL | undefined {
  if (value === null || value === undefined) return undefined;
  const chosen = (Array.isArray(value) ? value : []).filter((v): v is string => typeof v === 'string');
  if (chosen.length === 0)
    throw new AppError('BAD_USER_INPUT', selectAtLeastOneFilter, {
      preferredLanguage_in: selectAtLeastOneFilter,
    });
  const b = t.borrowers;
  return sql`exists (select 1 from ${b} where ${b.id} = ${t.applications.applicationBorrowerId} and ${inArray(b.preferredLanguage, chosen)})`;
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
    callbackBefore: (value) => {
      if (value === null) return undefined;
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
        throw new AppError('BAD_USER_INPUT', 'callbackBefore is invalid', {
          callbackBefore: 'callbackBefore is invalid',
        });
      return sql`${openCallbackAt(t)} < ${new Date(value).toISOString()}`;
    },
    preferredLanguage_in: (value) => preferredLanguageCondition(t, value),
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

/**
 * The columns' order, and the open call-back's: soonest call-back first, then the applications
 * without one, oldest first (the rep's 'next callable claim'). Without a call-back an application
 * sorts after every call-back, in both dialects (they differ on where nulls go).
 */
export const applicationOrdering = (t: Tables, args: ListArgs) =>
  ordering(t.applications, args, applicationDefaultSort, {
    callbackAt: sql`coalesce(${openCallbackAt(t)}, '9999') || ${t.applications.createdAt}`,
  });

export type ApplicationRow = Tables['applications']['$inferSelect'];

export function listApplications(database: Database, args: ListArgs, now: Date): Promise<ApplicationRow[]> {
  const { t } = database;
  return pageOf(
    database,
    t.applications,
    applicationConditions(database, args.filter, now),
    applicationOrdering(t, args),
    paging(args),
  );
}

/** A page of the list's rows, with what each shows beside its own columns, in the rows' order. */
export interface ListedPage {
  rows: ApplicationRow[];
  facts: ApplicationFacts[];
  /** The phone calls of the last day and week, for the calling fields. */
  recentCalls: RecentCalls[];
}

/** A page of the matching applications as the list shows them: each row's facts read in the same statement. */
export async function listedApplications(database: Database, args: ListArgs, now: Date): Promise<ListedPage> {
  const { t } = database;
  const page = await pageWith(
    database,
    t.applications,
    applicationConditions(database, args.filter, now),
    applicationOrdering(t, args),
    paging(args),
    listFactColumns(t),
    listFactValues(now),
  );
  return {
    rows: page.rows,
    facts: page.extras.map(applicationFactsOf),
    recentCalls: page.extras.map(recentCallsOf),
  };
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

/**
 * The page and the total of the matching applications from one pass (see `pageAndTotal`), with
 * each row's list facts (`facts`, in the rows' order) read in the same statement.
 */
export async function pageOfApplications(
  database: Database,
  args: ListArgs,
  now: Date,
): Promise<ListedPage & { total: number }> {
  const { t } = database;
  const window = paging(args);
  const page = await pageAndTotal(
    database,
    t.applications,
    applicationConditions(database, args.filter, now),
    applicationOrdering(t, args),
    window,
    listFactColumns(t),
    listFactValues(now),
  );
  return {
    rows: page.rows,
    total: page.total,
    facts: page.extras.map(applicationFactsOf),
    recentCalls: page.extras.map(recentCallsOf),
  };
}

export async function countApplications(database: Database, args: ListArgs, now: Date): Promise<number> {
  const queue = queueTotalFilter(args.filter);
  if (queue) return queueTotal(database, queue);
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
