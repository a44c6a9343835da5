import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countApplications,
  listApplications,
  listedApplications,
  pageOfApplications,
} from '../../api/data/applicationList';
import type { Context } from '../../api/graphql/context';
import type { ListArgs } from '../../api/data/listQuery';
import { debtListOptions } from '../../api/graphql/resolvers/debts';
import { resourceListSource } from '../../api/graphql/resolvers/resource';
import { createLogger } from '../../api/logger';
import { seedBorrowers } from '../../seed/seedBorrowers';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * Issue 11: a list's page and total come from one pass over the matching set when a filter narrows
 * it (a search, ids, one application's debts). These tests hold the one pass to the two queries it
 * replaces (same rows, same order, same totals) across filters, sorts and pages on both dialects.
 * The statements a list request with its meta sends are figures of `npm run bench:statements`
 * (docs/decisions/0250-statement-counts-in-the-bench.md).
 */

const now = new Date('2026-03-15T15:00:00.000Z');
const logger = createLogger('silent');
const dayMs = 86_400_000;
const day = (offsetDays: number) => new Date(now.getTime() + offsetDays * dayMs).toISOString().slice(0, 10);

const applicationFields = 'id status createdAt';
const listAndMeta = `query($filter: ApplicationFilter, $page: Int, $perPage: Int, $sortField: String, $sortOrder: String) {
  allApplications(filter: $filter, page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder) { ${applicationFields} }
  _allApplicationsMeta(filter: $filter, page: $page, perPage: $perPage) { count }
}`;
const metaFirst = `query($filter: ApplicationFilter, $page: Int, $perPage: Int, $sortField: String, $sortOrder: String) {
  _allApplicationsMeta(filter: $filter, page: $page, perPage: $perPage) { count }
  allApplications(filter: $filter, page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder) { ${applicationFields} }
}`;

type Filter = Record<string, unknown>;
const sorts = [
  { sortField: 'createdAt', sortOrder: 'DESC' },
  { sortField: 'status', sortOrder: 'ASC' },
  { sortField: 'id', sortOrder: 'DESC' },
] as const;
const debtSorts = [
  { sortField: 'currentBalance', sortOrder: 'DESC' },
  { sortField: 'lenderName', sortOrder: 'ASC' },
  { sortField: 'accountNumber', sortOrder: 'DESC' },
] as const;

describe.each(testDialects)('a list in one pass on %s', (dialect) => {
  let server: TestServer;
  let rep: HttpClient;
  let applicationFilters: Filter[];
  let debtFilters: Filter[];

  beforeAll(async () => {
    server = await startTestServer(dialect, { now: () => now });
    await seedBorrowers(server.database, logger, {
      borrowers: dialect === 'sqlite' ? 200 : 100,
      seed: 11,
      now,
      demoAccountPassword: 'Borr0wer!demo',
    });
    rep = await server.signIn('rep1@example.org');
    const { db, t } = server.database;
    const [person] = await db
      .select({
        id: t.applications.id,
        firstName: t.borrowers.firstName,
        lastName: t.borrowers.lastName,
        email: t.borrowers.email,
        phone: t.borrowers.phoneNumber,
      })
      .from(t.applications)
      .innerJoin(t.borrowers, eq(t.borrowers.id, t.applications.applicationBorrowerId))
      .where(
        and(
          isNotNull(t.borrowers.firstName),
          isNotNull(t.borrowers.lastName),
          isNotNull(t.borrowers.phoneNumber),
        ),
      )
      .limit(1);
    const [claims] = await db
      .select({ rep: t.applications.assignedTo, n: count() })
      .from(t.applications)
      .where(isNotNull(t.applications.assignedTo))
      .groupBy(t.applications.assignedTo)
      .orderBy(desc(count()))
      .limit(1);
    const someIds = (await db.select({ id: t.applications.id }).from(t.applications).limit(12)).map(
      (r) => r.id,
    );
    const open = ['In Progress', 'Submitted', 'Contacted', 'Call Scheduled', 'Transferred'];
    const firstLetters = person.firstName!.slice(0, 2).toLowerCase();
    // One letter matches a good share of the borrowers, so that the other filters have rows to narrow.
    const letter = person.firstName![0].toLowerCase();
    applicationFilters = [
      {},
      { q: firstLetters },
      { q: person.lastName!.toUpperCase() },
      { q: `  ${person.firstName} ${person.lastName}  ` },
      { q: person.email!.slice(0, 4) },
      { q: person.phone!.slice(0, 3) },
      { q: person.id },
      { q: 'zzqxw' },
      {
        q: letter,
        status_in: ['Submitted', 'Contacted', 'Call Scheduled'],
        dateRange: { start: day(-30), end: day(0) },
      },
      { q: letter, dateRange: {} },
      { q: letter, status_in: open, type_in: ['credit'] },
      { q: letter, type_in: ['rental'] },
      { q: letter, claimed: true },
      { q: letter, claimed: false },
      { q: letter, assignedTo: claims.rep },
      { q: letter, hasOffers: true },
      { q: letter, hasOffers: false, isEnrolledInAPlan: false },
      { q: letter, isEnrolledInAPlan: true },
      { ids: someIds },
      { ids: someIds, status_in: open },
      { status_in: open, dateRange: {} },
      { status_in: ['Archived', 'Transferred And Archived'] },
      { assignedTo: claims.rep, status_in: open },
      { claimed: false, dateRange: { start: day(-60), end: day(-1) } },
      { hasOffers: true, isEnrolledInAPlan: true },
    ];
    const [debtor] = await db
      .select({ applicationId: t.applications.id, n: count() })
      .from(t.applications)
      .innerJoin(t.debts, eq(t.debts.creditReportId, t.applications.borrowerCreditReportId))
      .groupBy(t.applications.id)
      .orderBy(desc(count()), t.applications.id)
      .limit(1);
    const [debt] = await db
      .select({ lenderName: t.debts.lenderName, accountNumber: t.debts.accountNumber })
      .from(t.debts)
      .innerJoin(t.applications, eq(t.debts.creditReportId, t.applications.borrowerCreditReportId))
      .where(and(eq(t.applications.id, debtor.applicationId), isNotNull(t.debts.lenderName)))
      .limit(1);
    const applicationId = debtor.applicationId;
    debtFilters = [
      { applicationId },
      { applicationId, q: debt.lenderName!.slice(0, 3).toLowerCase() },
      { applicationId, q: debt.accountNumber!.slice(0, 3) },
      { applicationId, debtType_in: ['shared'] },
      { applicationId, debtType_in: ['single'], debtStatus_in: ['open'] },
      { applicationId, debtStatus_in: ['closed'] },
      { applicationId, debtDetail_in: ['hasBalance', 'latePayment'] },
      { applicationId, portfolioType_in: ['revolving', 'installment'] },
      { applicationId, accountType_in: ['creditCard', 'other'] },
      { q: debt.lenderName!.slice(0, 3) },
      { q: debt.lenderName!.slice(0, 3), debtStatus_in: ['open'], debtDetail_in: ['hasBalance'] },
    ];
  });
  afterAll(() => server?.close());

  /** A list row's facts read one by one, table by table, as the field resolvers read them before. */
  async function factsReadApart(row: {
    id: string;
    applicationBorrowerId: string | null;
    assignedTo: string | null;
  }) {
    const { db, t } = server.database;
    const [borrower] = row.applicationBorrowerId
      ? await db.select().from(t.borrowers).where(eq(t.borrowers.id, row.applicationBorrowerId))
      : [];
    const [rep] = row.assignedTo ? await db.select().from(t.users).where(eq(t.users.id, row.assignedTo)) : [];
    const [latest] = await db
      .select()
      .from(t.decisions)
      .where(eq(t.decisions.applicationId, row.id))
      .orderBy(desc(t.decisions.createdAt))
      .limit(1);
    const offers = latest ? await db.select().from(t.offers).where(eq(t.offers.decisionId, latest.id)) : [];
    const dmps = await db.select().from(t.dmpEnrollments).where(eq(t.dmpEnrollments.applicationId, row.id));
    const rentalPlans = await db
      .select()
      .from(t.rentalReliefPlans)
      .where(eq(t.rentalReliefPlans.applicationId, row.id));
    const [newestAttempt] = await db
      .select()
      .from(t.contactAttempts)
      .where(eq(t.contactAttempts.applicationId, row.id))
      .orderBy(desc(t.contactAttempts.createdAt))
      .limit(1);
    return {
      borrowerName: [borrower?.firstName, borrower?.lastName].filter(Boolean).join(' ') || null,
      assignedToName: rep?.name ?? null,
      hasOffers: offers.length > 0,
      isEnrolledInAPlan: dmps.some((d) => d.active) || rentalPlans.length > 0,
      borrowerState: borrower?.state ?? null,
      borrowerZipCode: borrower?.zipCode ?? null,
      callbackAt: newestAttempt?.callbackAt ?? null,
    };
  }

  /** The phone calls of the row's last day and week, counted from all its attempts. */
  async function recentCallsReadApart(row: { id: string }) {
    const { db, t } = server.database;
    const attempts = await db
      .select()
      .from(t.contactAttempts)
      .where(eq(t.contactAttempts.applicationId, row.id));
    const since = (days: number) => now.getTime() - days * 86_400_000;
    const calls = (days: number) =>
      attempts.filter((a) => a.method === 'Phone' && Date.parse(a.createdAt) >= since(days)).length;
    return { last24Hours: calls(1), last7Days: calls(7) };
  }

  const pagesOf = (total: number, perPage: number) => [0, 1, Math.ceil(total / perPage) + 1];

  it('gives the same applications, in the same order, and the same total as the page and count queries', async () => {
    let matched = 0;
    let called = 0;
    for (const filter of applicationFilters) {
      const total = await countApplications(server.database, { filter }, now);
      matched += total;
      for (const sort of sorts) {
        for (const page of pagesOf(total, 4)) {
          const args: ListArgs = { filter, page, perPage: 4, ...sort };
          const { facts, recentCalls, ...onePass } = await pageOfApplications(server.database, args, now);
          const rows = await listApplications(server.database, args, now);
          expect(onePass, JSON.stringify(args)).toEqual({ rows, total });
          expect(facts, JSON.stringify(args)).toEqual(await Promise.all(rows.map(factsReadApart)));
          const readApart = await Promise.all(rows.map(recentCallsReadApart));
          expect(recentCalls, JSON.stringify(args)).toEqual(readApart);
          // The wide lists' page (a statement over the table alone, not joined back to its page).
          const listed = await listedApplications(server.database, args, now);
          expect(listed.rows, JSON.stringify(args)).toEqual(rows);
          expect(listed.facts, JSON.stringify(args)).toEqual(facts);
          expect(listed.recentCalls, JSON.stringify(args)).toEqual(readApart);
          called += recentCalls.filter((calls) => calls.last7Days > 0).length;
        }
      }
    }
    expect(matched).toBeGreaterThan(0);
    expect(called).toBeGreaterThan(0);
  });

  it('gives the same debts, in the same order, and the same total as the page and count queries', async () => {
    const source = resourceListSource('Debts', debtListOptions);
    const ctx = { database: server.database, now: () => now } as Context;
    let matched = 0;
    for (const filter of debtFilters) {
      const total = await source.count(ctx, filter);
      matched += total;
      for (const sort of debtSorts) {
        for (const page of pagesOf(total, 3)) {
          const args: ListArgs = { filter, page, perPage: 3, ...sort };
          const onePass = await source.pageAndTotal(ctx, args);
          const rows = await source.page(ctx, args);
          expect(onePass, JSON.stringify(args)).toEqual({ rows, total });
        }
      }
    }
    expect(matched).toBeGreaterThan(0);
  });

  it('answers the console’s list requests as the page and count queries do', async () => {
    for (const filter of applicationFilters) {
      const args = { filter, page: 1, perPage: 3, sortField: 'createdAt', sortOrder: 'DESC' };
      for (const query of [listAndMeta, metaFirst]) {
        const data = await rep.data<{
          allApplications: { id: string }[];
          _allApplicationsMeta: { count: number };
        }>(query, args);
        const rows = await listApplications(server.database, args, now);
        expect(
          data.allApplications.map((a) => a.id),
          JSON.stringify(filter),
        ).toEqual(rows.map((r) => r.id));
        expect(data._allApplicationsMeta.count).toBe(await countApplications(server.database, args, now));
      }
    }
  });

  it('counts a meta whose filter is not its list’s on its own', async () => {
    const search = applicationFilters[1];
    const data = await rep.data<{
      allApplications: { id: string }[];
      _allApplicationsMeta: { count: number };
    }>(
      `query($a: ApplicationFilter, $b: ApplicationFilter) {
        allApplications(filter: $a, perPage: 100) { id }
        _allApplicationsMeta(filter: $b) { count }
      }`,
      { a: search, b: {} },
    );
    expect(data.allApplications).toHaveLength(
      await countApplications(server.database, { filter: search }, now),
    );
    expect(data._allApplicationsMeta.count).toBe(
      await countApplications(server.database, { filter: {} }, now),
    );
  });

  it('reads the console’s columns of a searched list and of a wide-open one as the rows hold them', async () => {
    const columns = 'id borrowerName assignedToName hasOffers isEnrolledInAPlan';
    const consoleList = listAndMeta.replace(applicationFields, columns);
    const searched = { filter: applicationFilters[8], page: 0, perPage: 10 };
    const wideOpen = { filter: { status_in: ['Submitted'], dateRange: {} }, page: 0, perPage: 10 };
    for (const args of [searched, wideOpen]) {
      const data = await rep.data<{ allApplications: Record<string, unknown>[] }>(consoleList, args);
      const rows = await listApplications(server.database, args, now);
      expect(data.allApplications).toEqual(
        await Promise.all(
          rows.map(async (r) => {
            const { borrowerName, assignedToName, hasOffers, isEnrolledInAPlan } = await factsReadApart(r);
            return { id: r.id, borrowerName, assignedToName, hasOffers, isEnrolledInAPlan };
          }),
        ),
      );
    }
  });

  it('counts a page past the end on its own, and still counts when the list’s arguments are refused', async () => {
    const filter = applicationFilters[1];
    const total = await countApplications(server.database, { filter }, now);
    const past = await rep.data<{ allApplications: unknown[]; _allApplicationsMeta: { count: number } }>(
      listAndMeta,
      { filter, page: 1000, perPage: 10 },
    );
    expect(past).toEqual({ allApplications: [], _allApplicationsMeta: { count: total } });

    const refused = await rep.gql(listAndMeta, { filter, perPage: 101 });
    expect(refused.body.errors?.[0].message).toMatch(/perPage/);
    expect(refused.body.data?._allApplicationsMeta).toEqual({ count: total });
  });
});
