import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aBorrowerApplication, aDecision } from '../helpers/builders';
import { aContactAttempt, aCreditReport, typicalDebts } from '../helpers/consoleBuilders';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const pageQuery = `query($perPage: Int) {
  allApplications(perPage: $perPage, sortField: "createdAt", sortOrder: "DESC") {
    id borrowerName borrowerEmail assignedToName routerLabel hasOffers isEnrolledInAPlan hasConnectedAccount contactAttemptCount
    borrowerTimeZone borrowerLocalTime callableNow
    decision { id isQualified disqualificationReasons { reason } }
    dmpEnrollment { id } spouse { id }
  }
  _allApplicationsMeta { count }
}`;

/** A borrower page as the console opens it: the application and three of its tabs, each a logged read. */
const borrowerPageQuery = `query($id: ID!) {
  Application(id: $id) {
    id status borrowerName assignedToName hasOffers isEnrolledInAPlan
    borrower { id firstName email } spouse { id firstName } decision { id isQualified }
    dmpEnrollment { id } rentalReliefPlan { id } rentalApplication { id }
  }
  allDebts(filter: { applicationId: $id }) { id currentBalance }
  allContactAttempts(filter: { applicationId: $id }) { id outcome }
  allDecisions(filter: { applicationId: $id }) { id isQualified }
}`;

describe.each(testDialects)('nested fields are batched on %s', (dialect) => {
  let server: TestServer;
  let rep: HttpClient;
  const queries: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(dialect, { onQuery: (sql) => queries.push(sql) });
    rep = await server.signIn('rep1@example.org');
    for (let i = 0; i < 20; i++) {
      const { application } = await aBorrowerApplication(server.database, {
        application: { assignedTo: null },
      });
      await aDecision(server.database, application.id, { qualified: i % 2 === 0 });
    }
  });
  afterAll(() => server?.close());

  async function queriesFor(perPage: number) {
    queries.length = 0;
    const data = await rep.data<{ allApplications: unknown[] }>(pageQuery, { perPage });
    expect(data.allApplications).toHaveLength(perPage);
    // A real Postgres server's driver reports the read log's begin and commit; SQLite's and PGlite's do not.
    return queries.filter((sql) => !/^(begin|commit)\b/i.test(sql)).length;
  }

  it('costs the same number of queries for a page of 5, 10 or 20 applications, and few', async () => {
    const five = await queriesFor(5);
    const ten = await queriesFor(10);
    const twenty = await queriesFor(20);
    expect(ten).toBe(five);
    expect(twenty).toBe(five);
    expect(ten).toBeLessThanOrEqual(16);
  });

  it("reads a borrower page's application row once and writes its logged reads in one statement", async () => {
    const { application } = await aBorrowerApplication(server.database);
    await aCreditReport(server.database, application, typicalDebts);
    await aDecision(server.database, application.id, { qualified: true });
    await aContactAttempt(server.database, {
      applicationId: application.id,
      method: 'Phone',
      outcome: 'Left voicemail',
    });
    queries.length = 0;
    await rep.data(borrowerPageQuery, { id: application.id });
    const readLogInserts = queries.filter((sql) => /insert into "read_log"/i.test(sql));
    const { t } = server.database;
    const readLogged = await server.database.db
      .select({ kind: t.readLog.kind })
      .from(t.readLog)
      .where(eq(t.readLog.applicationId, application.id));
    // Statements that end on the application by id (a tab's own query may look one up inside).
    const applicationRows = queries.filter((sql) =>
      /\bfrom "applications"[\s\S]* where "applications"\."id" (= \S+|in \(select value from json_each\(\?\)\)|in \([^)]*\))$/i.test(
        sql,
      ),
    );
    // What the application has one of comes with it, not by a lookup of its own.
    const oneOfLookups = queries.filter((sql) =>
      /^select [\s\S]* from "(borrowers|spouses|dmp_enrollments|rental_relief_plans|rental_applications|decisions)" where "\1"\."(id|application_id)" (= \S+|in \(select value from json_each\(\?\)\)|in \([^)]*\))( order by "\w+"\."\w+" desc(, "\w+"\."\w+" desc)?)?$/i.test(
        sql,
      ),
    );
    expect(readLogged.map((read) => read.kind).sort()).toEqual([
      'application',
      'contact',
      'contactHistory',
      'debts',
      'decision',
    ]);
    expect(readLogInserts).toHaveLength(1);
    expect(applicationRows).toHaveLength(1);
    expect(oneOfLookups).toEqual([]);
  });

  it('refetches a tab of a file the rep does not hold without a transaction: on its page load, no statement', async () => {
    const { application } = await aBorrowerApplication(server.database, {
      application: { assignedTo: null },
    });
    await aCreditReport(server.database, application, typicalDebts);
    let pageView = randomUUID();
    const debtsTab = () =>
      rep.post<{ data?: { allDebts: unknown[] } }>(
        '/graphql',
        {
          query: 'query($id: ID!) { allDebts(filter: { applicationId: $id }) { id currentBalance } }',
          variables: { id: application.id },
        },
        { 'x-page-view': pageView },
      );
    expect((await debtsTab()).body.data?.allDebts).toHaveLength(typicalDebts.length);
    const transactions = vi.spyOn(server.database, 'withTransaction');
    queries.length = 0;
    let transactionsOpened: number;
    try {
      expect((await debtsTab()).body.data?.allDebts).toHaveLength(typicalDebts.length);
    } finally {
      // Restoring clears the spy's record: it is read first.
      transactionsOpened = transactions.mock.calls.length;
      transactions.mockRestore();
    }
    // Counted toward the rep's hour at the first fetch, whose entry this process wrote: nothing is asked.
    expect(queries.filter((sql) => /"read_log"/i.test(sql))).toEqual([]);
    expect(transactionsOpened).toBe(0);

    // Another page load of the same file within the hour: its entry, after the check finds the first read.
    pageView = randomUUID();
    const again = vi.spyOn(server.database, 'withTransaction');
    queries.length = 0;
    try {
      expect((await debtsTab()).body.data?.allDebts).toHaveLength(typicalDebts.length);
    } finally {
      transactionsOpened = again.mock.calls.length;
      again.mockRestore();
    }
    expect(queries.filter((sql) => /"read_log"/i.test(sql))).toHaveLength(2);
    expect(transactionsOpened).toBe(0);
  });
});
