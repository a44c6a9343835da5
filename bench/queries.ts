import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { GetListParams } from 'react-admin';
import { defaultApplicationFilterValues } from '../admin/src/applications/applicationFilterModel';
import { listedFields } from '../admin/src/applications/applicationFields';
import { applicationListParams } from '../admin/src/providers/listParams';
import type { ListArgs } from '../api/data/listQuery';
import type { Database } from '../db/client';
import type { ConsoleFixtures } from './consoleRequests';
import { dayMs } from '../api/domain/dates';

/*
 * What the bench opens in the console: the screens' own parameters (bench/consoleRequests.ts sends them
 * through the console's data provider), and the records it opens, found in the seeded data.
 */

const newestFirst = { field: 'createdAt', order: 'DESC' as const };

/**
 * The Summary searched: Submitted, Contacted or Call Scheduled, in the 30 days up to the data's
 * anchor, with a borrower whose name or e-mail starts with "will" (about 1 % of borrowers: a rep
 * typing a name), page 3 of 10, newest first.
 */
export const summarySearch = (anchorIso: string): GetListParams => ({
  pagination: { page: 3, perPage: 10 },
  sort: newestFirst,
  filter: {
    ...defaultApplicationFilterValues,
    status: ['submitted', 'contacted', 'callScheduled'],
    dateRange: {
      start: new Date(Date.parse(anchorIso) - 30 * dayMs).toISOString().slice(0, 10),
      end: anchorIso.slice(0, 10),
    },
    q: 'will',
  },
  meta: { sparseFields: listedFields, defaultWindow: true },
});

/** The Borrower Queue as a rep opens it (BorrowerQueue.tsx): the panel's defaults, their own claims of any age. */
export const queueOpened = (repId: string): GetListParams => ({
  pagination: { page: 1, perPage: 10 },
  sort: newestFirst,
  filter: { ...defaultApplicationFilterValues, assignedTo: repId },
  meta: { sparseFields: listedFields, defaultWindow: false },
});

/** The variables ra-data-graphql-simple sends for a list (its pages count from 0). */
export function listArgsOf(params: GetListParams): ListArgs & { filter: Record<string, unknown> } {
  const { pagination, sort, filter } = applicationListParams(params);
  return {
    page: (pagination?.page ?? 1) - 1,
    perPage: pagination?.perPage ?? 10,
    sortField: sort?.field,
    sortOrder: sort?.order,
    filter: filter as Record<string, unknown>,
  };
}

/** The id of a staff account of the seeded data. */
export async function userIdOf(database: Database, email: string): Promise<string> {
  const { db, t } = database;
  const [user] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  if (!user) throw new Error(`the benchmark database has no ${email}`);
  return user.id;
}

/**
 * A rep searching a borrower's debts by lender: the contacted application with the most debts from
 * one lender, and that lender's first three letters, as typed in the tab's search box.
 */
export async function debtSearchFixture(database: Database): Promise<{ applicationId: string; q: string }> {
  const { db, t } = database;
  const [top] = await db
    .select({ applicationId: t.applications.id, lenderName: t.debts.lenderName, n: count() })
    .from(t.applications)
    .innerJoin(t.debts, eq(t.debts.creditReportId, t.applications.borrowerCreditReportId))
    .where(and(eq(t.applications.status, 'Contacted'), isNotNull(t.debts.lenderName)))
    .groupBy(t.applications.id, t.debts.lenderName)
    .orderBy(desc(count()), desc(sql`max(${t.applications.createdAt})`))
    .limit(1);
  if (!top) throw new Error('the benchmark database has no application with debts');
  return { applicationId: top.applicationId, q: top.lenderName!.slice(0, 3).toLowerCase() };
}

/** A full tree to show: qualified, with a spouse, a plan and contact attempts (the showcase has some). */
export async function showVariables(database: Database): Promise<{ id: string; decisionId: string }> {
  const { db, t } = database;
  const [row] = await db
    .select({ id: t.applications.id, decisionId: t.decisions.id })
    .from(t.applications)
    .innerJoin(
      t.decisions,
      and(eq(t.decisions.applicationId, t.applications.id), eq(t.decisions.isQualified, true)),
    )
    .innerJoin(t.dmpEnrollments, eq(t.dmpEnrollments.applicationId, t.applications.id))
    .where(and(isNotNull(t.applications.applicationSpouseId), eq(t.applications.status, 'Contacted')))
    .orderBy(desc(t.applications.createdAt))
    .limit(1);
  if (row) return row;
  const [any] = await db
    .select({ id: t.applications.id, decisionId: t.decisions.id })
    .from(t.applications)
    .innerJoin(t.decisions, eq(t.decisions.applicationId, t.applications.id))
    .limit(1);
  if (!any) throw new Error('the benchmark database has no decided application');
  return any;
}

/** What the bench opens in the seeded data (consoleRequests' fixtures), signed in as rep1. */
export async function consoleFixtures(database: Database, anchorIso: string): Promise<ConsoleFixtures> {
  return {
    anchorIso,
    repId: await userIdOf(database, 'rep1@example.org'),
    show: await showVariables(database),
    debtSearch: await debtSearchFixture(database),
  };
}
