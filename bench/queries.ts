import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { defaultApplicationFilterValues } from '../admin/src/applications/applicationFilterModel';
import { toApplicationFilter } from '../api/domain/applicationListFilter';
import type { ListArgs } from '../api/data/listQuery';
import type { Database } from '../db/client';
import { dayMs } from '../api/domain/dates';

/*
 * What the console asks for. The list is the Summary screen's: the columns ApplicationList.tsx shows
 * (its sparse fields), a status filter, a date range, a search and page 3 of 10, newest first.
 */

export const listQuery = `query List($filter: ApplicationFilter, $page: Int, $perPage: Int, $sortField: String, $sortOrder: String) {
  allApplications(filter: $filter, page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder) {
    id borrowerName type status routerLabel createdAt assignedToName hasOffers isEnrolledInAPlan
  }
  _allApplicationsMeta(filter: $filter, page: $page, perPage: $perPage) { count }
}`;

/**
 * Submitted, contacted or scheduled, in the 30 days up to the data's anchor, with a borrower whose
 * name or e-mail starts with "will" (about 1 % of borrowers: a rep typing a name).
 */
export function listArgs(anchorIso: string): ListArgs & { filter: Record<string, unknown> } {
  const anchor = Date.parse(anchorIso);
  return {
    page: 2,
    perPage: 10,
    sortField: 'createdAt',
    sortOrder: 'DESC',
    filter: {
      status_in: ['Submitted', 'Contacted', 'Call Scheduled'],
      dateRange: {
        start: new Date(anchor - 30 * dayMs).toISOString().slice(0, 10),
        end: anchorIso.slice(0, 10),
      },
      q: 'will',
    },
  };
}

/**
 * The Borrower Queue as a rep opens it: their own claims with the panel's default filters (archived
 * statuses off, no date window), newest first, page 1 of 10, with the total — as the console sends it.
 */
export async function queueArgs(
  database: Database,
  repEmail: string,
): Promise<ListArgs & { filter: Record<string, unknown> }> {
  const { db, t } = database;
  const [rep] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, repEmail));
  if (!rep) throw new Error(`the benchmark database has no ${repEmail}`);
  const filter = toApplicationFilter(
    { ...defaultApplicationFilterValues, assignedTo: rep.id },
    { defaultWindow: false },
  ) as Record<string, unknown>;
  return { page: 0, perPage: 10, sortField: 'createdAt', sortOrder: 'DESC', filter };
}

/** The Debts tab of a borrower page (ra-data-graphql-simple's getManyReference): a page and the total. */
export const debtListQuery = `query Debts($filter: DebtFilter, $page: Int, $perPage: Int, $sortField: String, $sortOrder: String) {
  allDebts(filter: $filter, page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder) {
    id applicationId accountNumber accountType lenderName lenderFriendlyName currentBalance pastDue shared portfolioType
    dateClosed late30DaysTotal late60DaysTotal late90DaysTotal scheduledMonthlyPayment estimatedMonthlyPayment
  }
  _allDebtsMeta(filter: $filter, page: $page, perPage: $perPage) { count }
}`;

/**
 * A rep searching a borrower's debts by lender: the contacted application with the most debts from
 * one lender, and that lender's first three letters, as typed in the tab's search box.
 */
export async function debtSearchArgs(
  database: Database,
): Promise<ListArgs & { filter: Record<string, unknown> }> {
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
  return {
    page: 0,
    perPage: 10,
    sortField: 'currentBalance',
    sortOrder: 'DESC',
    filter: { applicationId: top.applicationId, q: top.lenderName!.slice(0, 3).toLowerCase() },
  };
}

/** The borrower show page: the application with its people, debts, decision, offers, contacts and plan. */
export const showQuery = `query Show($id: ID!, $decisionId: ID) {
  Application(id: $id) {
    id status type routerLabel createdAt lastViewedPage lastCompletedPage assignedToName hasOffers isEnrolledInAPlan
    selfReportedMonthlyCurrentIncome verifiedMonthlyCurrentIncome hasSpouse isHomeowner numberOfDependentsInHousehold
    borrower { id firstName lastName email phoneNumber dateOfBirth addressLine1 addressLine2 city state zipCode preferredLanguage }
    spouse { id firstName lastName email phoneNumber dateOfBirth }
    decision {
      id isQualified monthlySavings planLengthInMonths currentUnsecuredDebtPayment proposedUnsecuredDebtPayment
      currentDisposableIncome totalUnsecuredDebtBalance disqualificationReasons { reason }
    }
    dmpEnrollment { id active activeAt inactiveAt monthlyPaymentAmount termInMonths firstPaymentDate dateSigned }
    rentalReliefPlan { id plannedStartDate plannedEndDate monthlyPlanRent }
    rentalApplication { id monthlyRentPayment hasBackRent backRentAmount }
  }
  allDebts(filter: { applicationId: $id }, perPage: 100, sortField: "currentBalance", sortOrder: "DESC") {
    id accountNumber accountType lenderName lenderFriendlyName currentBalance shared portfolioType dateClosed
    late30DaysTotal late60DaysTotal late90DaysTotal scheduledMonthlyPayment estimatedMonthlyPayment
  }
  allOffers(filter: { decisionId: $decisionId }, perPage: 100, sortField: "balance", sortOrder: "DESC") {
    id balance payment term lenderName lenderFriendlyName accountType currentPayment proposedApr estimatedPayoffSavings
  }
  allContactAttempts(filter: { applicationId: $id }, perPage: 100, sortField: "createdAt", sortOrder: "DESC") {
    id method outcome contactedByName createdAt wasACounselingSessionConducted
  }
}`;

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
