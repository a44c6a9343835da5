import Database from '../../db/sqliteDriver';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { step, walkToExpensesPage } from '../helpers/flowWalk';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** Runs SQL on the server's SQLite file from outside, like a fault in the middle of a save. */
function onDatabase(server: TestServer, sql: string) {
  const raw = new Database(server.databaseUrl.replace(/^file:/, ''));
  raw.exec(sql);
  raw.close();
}

describe('failures part-way through the flow (borrower-application §8)', () => {
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer('sqlite', { logLines, integrations: { timeoutMs: 1_000 } });
  });
  afterAll(() => server?.close());

  it('an expense save failure goes to /offers/pending and leaves no line half-saved', async () => {
    const { borrower, applicationId, lines } = await walkToExpensesPage(server, {
      lastName: 'Ferris',
      email: 'ferris@example.com',
      income: 6000,
    });
    onDatabase(
      server,
      `create trigger fail_save before update of self_reported_value on expense_estimates
      when new.sub_category = 'water' begin select raise(abort, 'disk full'); end;`,
    );
    const result = await step(borrower, 'submitExpenses', {
      applicationId,
      lines: lines.map((l) => ({ ...l, selfReportedValue: 123 })),
    });
    onDatabase(server, 'drop trigger fail_save');
    expect(result.nextRoute).toBe('/offers/pending');
    expect(result.application.lastViewedPage).toBe('Pending');
    const { db, t } = server.database;
    const saved = await db
      .select()
      .from(t.expenseEstimates)
      .where(eq(t.expenseEstimates.applicationId, applicationId));
    expect(saved.filter((l) => l.lastSubmittedValue === 123)).toEqual([]);
    expect(result.application.status).toBe('Submitted');
  });

  it('a rental expense save failure still goes on to call-us (borrower-application §2)', async () => {
    const { borrower, applicationId, lines } = await walkToExpensesPage(server, {
      lastName: 'Renner',
      email: 'renner@example.com',
      income: 2600,
      type: 'rental',
    });
    onDatabase(
      server,
      `create trigger fail_rental_save before update of self_reported_value on expense_estimates
      when new.sub_category = 'water' begin select raise(abort, 'disk full'); end;`,
    );
    const result = await step(borrower, 'submitExpenses', {
      applicationId,
      lines: lines.map((l) => ({ ...l, selfReportedValue: 77 })),
    });
    onDatabase(server, 'drop trigger fail_rental_save');
    expect(result.nextRoute).toBe('/offers/call-us');
    expect(result.application.lastViewedPage).toBe('CallUs');
  });

  it('a decision failure is logged, leaves no decision behind, and the borrower waits on pending', async () => {
    const { borrower, applicationId, lines } = await walkToExpensesPage(server, {
      lastName: 'Gomez',
      email: 'gomez@example.com',
      income: 9000,
    });
    onDatabase(
      server,
      `create trigger fail_offers before insert on offers begin select raise(abort, 'offers down'); end;`,
    );
    const afterExpenses = await step(borrower, 'submitExpenses', { applicationId, lines });
    onDatabase(server, 'drop trigger fail_offers');
    expect(afterExpenses.nextRoute).toBe('/application/bank-connection');
    const { db, t } = server.database;
    expect(await db.select().from(t.decisions).where(eq(t.decisions.applicationId, applicationId))).toEqual(
      [],
    );
    expect(logLines.some((line) => line.includes('decision failed'))).toBe(true);
    const presented = await borrower.data<{ presentDecision: { nextRoute: string } }>(
      'mutation($id: ID!) { presentDecision(applicationId: $id) { nextRoute } }',
      { id: applicationId },
    );
    expect(presented.presentDecision.nextRoute).toBe('/offers/pending');
  });

  it('a risk-score failure sends the borrower to pending; a budget failure is only logged', async () => {
    const risky = await walkToExpensesPage(server, {
      lastName: 'Jones',
      email: 'jones@example.com',
      income: 9000,
    });
    onDatabase(
      server,
      `create trigger fail_risk before insert on risk_scores begin select raise(abort, 'risk down'); end;`,
    );
    await step(risky.borrower, 'submitExpenses', { applicationId: risky.applicationId, lines: risky.lines });
    onDatabase(server, 'drop trigger fail_risk');
    const presented = await risky.borrower.data<{ presentDecision: { nextRoute: string } }>(
      'mutation($id: ID!) { presentDecision(applicationId: $id) { nextRoute } }',
      { id: risky.applicationId },
    );
    expect(presented.presentDecision.nextRoute).toBe('/offers/pending');

    const budgetless = await walkToExpensesPage(server, {
      lastName: 'Kemp',
      email: 'kemp@example.com',
      income: 9000,
    });
    onDatabase(
      server,
      `create trigger fail_budget before insert on proposed_budgets begin select raise(abort, 'budget down'); end;`,
    );
    await step(budgetless.borrower, 'submitExpenses', {
      applicationId: budgetless.applicationId,
      lines: budgetless.lines,
    });
    onDatabase(server, 'drop trigger fail_budget');
    expect(logLines.some((line) => line.includes('proposed budget failed'))).toBe(true);
    const decided = await budgetless.borrower.data<{ myApplication: { decision: { id: string } | null } }>(
      '{ myApplication { decision { id } } }',
    );
    expect(decided.myApplication.decision).not.toBeNull();
  });

  it('a failure while the reason for not connecting is saved leaves neither the reason nor the page', async () => {
    const { borrower, applicationId, lines } = await walkToExpensesPage(server, {
      lastName: 'Ruiz',
      email: 'ruiz@example.com',
      income: 9000,
    });
    const expenses = await step(borrower, 'submitExpenses', { applicationId, lines });
    expect(expenses.nextRoute).toBe('/application/bank-connection');
    const { db, t } = server.database;
    const stored = async () => {
      const [row] = await db
        .select({ reason: t.applications.reasonForNotConnectingBank, page: t.applications.lastViewedPage })
        .from(t.applications)
        .where(eq(t.applications.id, applicationId));
      return row;
    };
    const before = await stored();
    onDatabase(
      server,
      `create trigger fail_reached before update of last_viewed_page on applications
      when new.last_viewed_page <> old.last_viewed_page begin select raise(abort, 'disk full'); end;`,
    );
    const res = await borrower.gql(
      'mutation($input: ReasonForNotConnectingInput!) { saveReasonForNotConnecting(input: $input) { nextRoute } }',
      { input: { applicationId, reason: 'Other', otherReason: 'No online banking' } },
    );
    onDatabase(server, 'drop trigger fail_reached');
    expect(res.body.errors?.[0].message).toBe(
      'There was a problem saving your information. Please try again.',
    );
    expect(await stored()).toEqual(before);
    expect(before.reason).toBeNull();
  });

  it('an invalid phone on About you is the spec message, and no account is made', async () => {
    const res = await server
      .client()
      .gql('mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { nextRoute } }', {
        input: {
          firstName: 'Ned',
          lastName: 'Noll',
          email: 'ned.noll@example.com',
          phoneNumber: '911-555-0100',
          agreedToTerms: true,
        },
      });
    expect(res.body.errors?.[0].extensions?.fields).toEqual({
      phoneNumber: 'Phone is invalid: this is not a working US number: check the digits',
    });
    const { db, t } = server.database;
    expect(await db.select().from(t.users).where(eq(t.users.email, 'ned.noll@example.com'))).toEqual([]);
  });

  it('a bureau that does not answer ends at pending with every answer kept', async () => {
    const { borrower, applicationId } = await walkToExpensesPage(server, {
      lastName: 'Timeout',
      email: 'slow.bureau@example.com',
      income: 3000,
    });
    const { myApplication } = await borrower.data<{
      myApplication: { creditPullStatus: string; selfReportedMonthlyCurrentIncome: number };
    }>('{ myApplication { creditPullStatus selfReportedMonthlyCurrentIncome } }');
    expect(myApplication).toEqual({ creditPullStatus: 'notPulled', selfReportedMonthlyCurrentIncome: 3000 });
    const presented = await borrower.data<{ presentDecision: { nextRoute: string } }>(
      'mutation($id: ID!) { presentDecision(applicationId: $id) { nextRoute } }',
      { id: applicationId },
    );
    expect(presented.presentDecision.nextRoute).toBe('/offers/pending');
  });

  it('a validation failure on a step gives the generic message with the fields, and saves nothing', async () => {
    const { borrower, applicationId } = await walkToExpensesPage(server, {
      lastName: 'Hale',
      email: 'hale@example.com',
      income: 3000,
    });
    const res = await borrower.gql(
      'mutation($input: CreditHistoryInput!) { saveCreditHistory(input: $input) { nextRoute } }',
      {
        input: { applicationId, hasDependents: true, numberOfDependentsInHousehold: 9 },
      },
    );
    expect(res.body.errors?.[0].message).toBe(
      'There was a problem saving your information. Please try again.',
    );
    expect(Object.keys(res.body.errors?.[0].extensions?.fields ?? {})).toContain('hasSpouse');
  });
});
