import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../api/data/users';
import { repGroup } from '../../api/domain/permissions';
import { aBorrowerApplication, aDecision } from '../helpers/builders';
import {
  aCompleteCreditApplication,
  aContactAttempt,
  aCreditReport,
  typicalDebts,
} from '../helpers/consoleBuilders';
import { applicationsPageQuery, borrowerPageQuery, repsPageQuery } from '../helpers/consolePageQueries';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * What a person notices of a list's queries: a longer page that costs more of them (a field read row
 * by row makes a page of 25 slow). How many statements a request sends, and which, are figures of
 * `npm run bench:statements` (docs/decisions/0250-statement-counts-in-the-bench.md).
 */

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
    const data = await rep.data<{ allApplications: unknown[] }>(applicationsPageQuery, { perPage });
    expect(data.allApplications).toHaveLength(perPage);
    // A real Postgres server's driver reports the read log's begin and commit; SQLite's and PGlite's do not.
    return queries.filter((sql) => !/^(begin|commit)\b/i.test(sql)).length;
  }

  it('costs the same number of queries for a page of 5, 10 or 20 applications', async () => {
    const five = await queriesFor(5);
    const ten = await queriesFor(10);
    const twenty = await queriesFor(20);
    expect(ten).toBe(five);
    expect(twenty).toBe(five);
  });

  it('costs the same number of queries for a page of the Reps list however many reps it shows (issue 42)', async () => {
    const lead = await server.signIn('lead@example.org');
    const { t } = server.database;
    for (let i = 0; i < 22; i++) {
      await server.database.withTransaction((tx) =>
        insertAccount(tx, t, {
          email: `counted.rep${i}@example.org`,
          name: `Counted Rep ${String(i).padStart(2, '0')}`,
          passwordHash: 'x',
          groups: [repGroup],
        }),
      );
    }
    const queriesForReps = async (perPage: number) => {
      queries.length = 0;
      const data = await lead.data<{ allReps: unknown[] }>(repsPageQuery, { perPage });
      expect(data.allReps).toHaveLength(perPage);
      return queries.length;
    };
    const five = await queriesForReps(5);
    const page = await queriesForReps(25);
    expect(page).toBe(five);
  });

  it('answers a borrower page tab’s list and its total in the statements of the list alone', async () => {
    const { application } = await aCompleteCreditApplication(server.database);
    const decision = await aDecision(server.database, application.id, { qualified: true });
    for (const outcome of ['Left voicemail', 'No answer']) {
      await aContactAttempt(server.database, { applicationId: application.id, method: 'Phone', outcome });
    }
    const tabs = [
      {
        list: 'allOffers',
        meta: '_allOffersMeta',
        filter: 'OfferFilter',
        value: { decisionId: decision.id },
      },
      {
        list: 'allContactAttempts',
        meta: '_allContactAttemptsMeta',
        filter: 'ContactAttemptFilter',
        value: { applicationId: application.id },
      },
      {
        list: 'allHardships',
        meta: '_allHardshipsMeta',
        filter: 'HardshipFilter',
        value: { applicationId: application.id },
      },
    ];
    const statementsOf = async (query: string, filter: object) => {
      queries.length = 0;
      const data = await rep.data<Record<string, unknown>>(query, { filter });
      return { data, statements: queries.filter((sql) => !/^(begin|commit)\b/i.test(sql)).length };
    };
    for (const tab of tabs) {
      const listOnly = `query($filter: ${tab.filter}) { ${tab.list}(filter: $filter, perPage: 10) { id } }`;
      const withTotal = `query($filter: ${tab.filter}) { ${tab.list}(filter: $filter, perPage: 10) { id } ${tab.meta}(filter: $filter) { count } }`;
      // Each once first, so that the page load's read is written and both ask the same of the database.
      await statementsOf(listOnly, tab.value);
      const alone = await statementsOf(listOnly, tab.value);
      const both = await statementsOf(withTotal, tab.value);
      const rows = both.data[tab.list] as unknown[];
      expect(rows.length, tab.list).toBeGreaterThan(0);
      expect(both.data[tab.meta], tab.list).toEqual({ count: rows.length });
      expect(both.statements, tab.list).toBe(alone.statements);
    }
  });

  it('logs the borrower page a rep opens: the application and each of its tabs', async () => {
    const { application } = await aBorrowerApplication(server.database);
    await aCreditReport(server.database, application, typicalDebts);
    await aDecision(server.database, application.id, { qualified: true });
    await aContactAttempt(server.database, {
      applicationId: application.id,
      method: 'Phone',
      outcome: 'Left voicemail',
    });
    await rep.data(borrowerPageQuery, { id: application.id });
    const { t } = server.database;
    const readLogged = await server.database.db
      .select({ kind: t.readLog.kind })
      .from(t.readLog)
      .where(eq(t.readLog.applicationId, application.id));
    expect(readLogged.map((read) => read.kind).sort()).toEqual([
      'application',
      'contact',
      'contactHistory',
      'debts',
      'decision',
    ]);
  });
});
