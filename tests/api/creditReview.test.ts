import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../api/domain/dates';
import { validateCreditReportEntry } from '../../api/domain/creditReportEntry';
import type { BureauReport } from '../../api/integrations/creditBureau/creditBureau';
import { bureauReportOfEntry } from '../../api/services/creditReview/reviewedReport';
import { step, walkToExpensesPage } from '../helpers/flowWalk';
import { startFakeSmtpServer, type FakeSmtpServer } from '../integrations/fakeSmtpServer';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/** What a counsellor types from the report they pulled: money as typed, cents and commas included. */
const typedReport = {
  vantageScore: '612',
  tradelines: [
    {
      lenderName: 'CAPITAL ONE BANK USA NA',
      accountType: 'CC',
      accountNumberLast4: '4417',
      currentBalance: '6,240.55',
      monthlyPayment: '187.25',
      isOpen: 'open',
      late30DaysTotal: '2',
      late60DaysTotal: '1',
      late90DaysTotal: '0',
    },
    {
      lenderName: 'SYNCHRONY BANK',
      accountType: 'CH',
      accountNumberLast4: '0932',
      currentBalance: '2450.75',
      monthlyPayment: '95',
      isOpen: 'open',
      late30DaysTotal: '0',
      late60DaysTotal: '0',
      late90DaysTotal: '0',
    },
    {
      lenderName: 'DISCOVER BANK',
      accountType: 'CC',
      accountNumberLast4: '7781',
      currentBalance: '0',
      monthlyPayment: '0',
      isOpen: 'closed',
      late30DaysTotal: '0',
      late60DaysTotal: '0',
      late90DaysTotal: '0',
    },
  ],
  collections: [
    { subscriberName: 'MIDLAND CREDIT MANAGEMENT', accountNumberLast4: '5521', currentBalance: '812.40' },
  ],
};

const reviewFields = `id applicationId status reason hasSpouse borrowerName
  borrowerReport { vantageScore tradelines { lenderName accountType accountNumberLast4 currentBalance monthlyPayment isOpen late30DaysTotal late60DaysTotal late90DaysTotal } collections { subscriberName accountNumberLast4 currentBalance } }`;

interface Review {
  id: string;
  applicationId: string;
  status: string;
  reason: string;
  hasSpouse: boolean;
  borrowerName: string;
  borrowerReport: { vantageScore: number; tradelines: { currentBalance: number }[] } | null;
}

const decisionShape = `decision { isQualified currentUnsecuredDebtPayment proposedUnsecuredDebtPayment currentDisposableIncome }
  offers { balance payment term currentApr proposedApr currentPayment lenderName accountLastFour accountType }`;

/**
 * A borrower from About you to the end of the flow, as the site walks it: on live as it starts
 * (no Plaid) the expenses are the last step; with the stand-ins the bank step's reason page follows.
 */
async function walkToTheEnd(server: TestServer, lastName: string, email: string) {
  const { borrower, applicationId, lines } = await walkToExpensesPage(server, {
    lastName,
    email,
    income: 5200,
  });
  const expenses = await step(borrower, 'submitExpenses', { applicationId, lines });
  if (expenses.nextRoute !== '/application/bank-connection')
    return { borrower, applicationId, last: expenses };
  const last = await step(borrower, 'saveReasonForNotConnecting', {
    applicationId,
    reason: 'Other',
    otherReason: 'No online banking',
  });
  return { borrower, applicationId, last };
}

async function decisionOf(client: HttpClient, applicationId: string) {
  const { Application } = await client.data<{ Application: Record<string, unknown> }>(
    `query($id: ID!) { Application(id: $id) { ${decisionShape} } }`,
    { id: applicationId },
  );
  return Application;
}

describe.each(testDialects)('the Credit review on live without a bureau (%s)', (dialect) => {
  let server: TestServer;
  let pulled: TestServer;
  let smtp: FakeSmtpServer;
  /** What the stand-in bureau of the second server answers: the review's entries as a report. */
  let bureauAnswer: BureauReport | null = null;

  beforeAll(async () => {
    // Live as it starts without a bureau or Plaid, its mail through a real SMTP server on loopback.
    smtp = await startFakeSmtpServer('accept');
    server = await startTestServer(dialect, { thirdParties: 'configured', env: { SMTP_URL: smtp.url } });
    // The automated path: the stand-ins, their bureau answering the report the review entered.
    pulled = await startTestServer(dialect, {
      integrations: {
        trainingCreditBureau: {
          pull: async () => {
            if (!bureauAnswer) throw new Error('no report to answer');
            return bureauAnswer;
          },
        },
      },
    });
  });

  afterAll(async () => {
    await server?.close();
    await pulled?.close();
    await smtp?.close();
  });

  it('sends the borrower to pending with nothing invented, and queues the application for review', async () => {
    const { borrower, applicationId, last } = await walkToTheEnd(
      server,
      'Okafor',
      `okafor.${dialect}@example.com`,
    );
    expect(last.nextRoute).toBe('/offers/pending');
    expect(last.application.creditPullStatus).toBe('notPulled');
    const { myApplication } = await borrower.data<{ myApplication: { awaitsCreditReview: boolean } }>(
      '{ myApplication { awaitsCreditReview } }',
    );
    expect(myApplication.awaitsCreditReview).toBe(true);
    const { db, t } = server.database;
    expect(
      await db.select().from(t.creditReports).where(eq(t.creditReports.applicationId, applicationId)),
    ).toEqual([]);
    expect(await db.select().from(t.decisions).where(eq(t.decisions.applicationId, applicationId))).toEqual(
      [],
    );
    expect(await db.select().from(t.offers).where(eq(t.offers.applicationId, applicationId))).toEqual([]);
    expect(await db.select().from(t.debts)).toEqual([]);

    for (const email of ['rep1@example.org', 'lead@example.org']) {
      const staff = await server.signIn(email);
      const { allCreditReviews } = await staff.data<{ allCreditReviews: Review[] }>(
        `{ allCreditReviews(filter: { status: "awaiting" }) { ${reviewFields} } }`,
      );
      expect(allCreditReviews.map((r) => [r.applicationId, r.reason, r.borrowerName])).toContainEqual([
        applicationId,
        'noBureau',
        'Dana Okafor',
      ]);
    }
  });

  it('refuses what the tradeline rule refuses, changing nothing, and audits what it saves', async () => {
    const rep = await server.signIn('rep1@example.org');
    const { applicationId } = await walkToTheEnd(server, 'Brennan', `brennan.${dialect}@example.com`);
    const review = await reviewOfApplication(rep, applicationId);
    const bad = await rep.gql(
      'mutation($input: SaveCreditReviewInput!) { saveCreditReview(input: $input) { id } }',
      {
        input: {
          id: review.id,
          borrowerReport: {
            ...typedReport,
            vantageScore: '910',
            tradelines: [
              { ...typedReport.tradelines[0], currentBalance: '1,45', accountNumberLast4: '44a7' },
            ],
          },
        },
      },
    );
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0].extensions?.fields).toMatchObject({
      'borrowerReport.vantageScore': 'VantageScore is invalid: type a whole number from 300 to 850',
      'borrowerReport.tradelines.0.currentBalance': 'Balance is invalid: type an amount like 1,450.50',
      'borrowerReport.tradelines.0.accountNumberLast4':
        'Last four digits is invalid: type the last 4 digits of the account number',
    });
    const { db, t } = server.database;
    expect((await reviewOfApplication(rep, applicationId)).borrowerReport).toBeNull();
    expect(await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, review.id))).toEqual([]);

    const saved = await save(rep, review.id);
    expect(saved.borrowerReport?.tradelines.map((l) => l.currentBalance)).toEqual([6240.55, 2450.75, 0]);
    const [entry] = await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, review.id));
    expect(entry).toMatchObject({
      action: 'saveCreditReview',
      applicationId,
      before: { borrowerReport: null },
    });
    expect((entry.after as { borrowerReport: { vantageScore: number } }).borrowerReport.vantageScore).toBe(
      612,
    );
  });

  it('completes the review with the decision and offers a pull of the same report gives, and mails the borrower', async () => {
    const rep = await server.signIn('rep1@example.org');
    const email = `alvarez.${dialect}@example.com`;
    const { applicationId } = await walkToTheEnd(server, 'Alvarez', email);
    const review = await reviewOfApplication(rep, applicationId);
    await save(rep, review.id);
    const { completeCreditReview } = await rep.data<{ completeCreditReview: Review }>(
      `mutation($id: ID!) { completeCreditReview(id: $id) { ${reviewFields} } }`,
      { id: review.id },
    );
    expect(completeCreditReview.status).toBe('completed');
    const reviewed = await decisionOf(rep, applicationId);
    expect(reviewed).toMatchObject({ decision: { isQualified: true } });
    expect((reviewed.offers as unknown[]).length).toBe(3);

    // The same answers on a server whose bureau answers the entered report: the automated path.
    const entry = validateCreditReportEntry(typedReport).values;
    bureauAnswer = bureauReportOfEntry(entry, todayIn(new Date()));
    const automated = await walkToTheEnd(pulled, 'Alvarez', `alvarez.pulled.${dialect}@example.com`);
    const lead = await pulled.signIn('lead@example.org');
    expect(await decisionOf(lead, automated.applicationId)).toEqual(reviewed);

    const { db, t } = server.database;
    const [application] = await db.select().from(t.applications).where(eq(t.applications.id, applicationId));
    expect(application).toMatchObject({ creditPullStatus: 'pulled', lastViewedPage: 'Success' });
    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes(email)).map((m) => m.subject), {
        timeout: 20_000,
      })
      .toContain('Your debt analysis results are ready');
    const audit = await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, review.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['saveCreditReview', 'completeCreditReview']),
    );
    const again = await rep.gql('mutation($id: ID!) { completeCreditReview(id: $id) { id } }', {
      id: review.id,
    });
    expect(again.body.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('imports Experian’s report file through the same mapping and rule', async () => {
    const rep = await server.signIn('rep2@example.org');
    const { applicationId } = await walkToTheEnd(server, 'Lindqvist', `lindqvist.${dialect}@example.com`);
    const review = await reviewOfApplication(rep, applicationId);
    const file = {
      creditProfile: [
        {
          riskModel: [{ modelIndicator: 'V4', score: '0688' }],
          tradeline: [
            {
              accountNumber: 'XXXXXXXXXXXX3321',
              accountType: '18',
              balanceAmount: '00004210',
              monthlyPaymentAmount: '00000126',
              openOrClosed: 'O',
              subscriberName: 'CITIBANK NA',
              delinquencies30Days: '01',
              delinquencies60Days: '00',
              delinquencies90to180Days: '00',
            },
          ],
        },
      ],
    };
    const { importCreditReviewReport } = await rep.data<{ importCreditReviewReport: Review }>(
      `mutation($input: ImportCreditReviewReportInput!) { importCreditReviewReport(input: $input) { ${reviewFields} } }`,
      { input: { id: review.id, person: 'borrower', content: JSON.stringify(file) } },
    );
    expect(importCreditReviewReport.borrowerReport).toEqual({
      vantageScore: 688,
      tradelines: [
        {
          lenderName: 'CITIBANK NA',
          accountType: 'CC',
          accountNumberLast4: '3321',
          currentBalance: 4210,
          monthlyPayment: 126,
          isOpen: true,
          late30DaysTotal: 1,
          late60DaysTotal: 0,
          late90DaysTotal: 0,
        },
      ],
      collections: [],
    });
    const refused = await rep.gql(
      'mutation($input: ImportCreditReviewReportInput!) { importCreditReviewReport(input: $input) { id } }',
      { input: { id: review.id, person: 'borrower', content: 'balance,creditor\n12,ACME' } },
    );
    expect(refused.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps the review to staff', async () => {
    const { borrower } = await walkToTheEnd(server, 'Mbeki', `mbeki.${dialect}@example.com`);
    const res = await borrower.gql('{ allCreditReviews { id } }');
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

async function reviewOfApplication(staff: HttpClient, applicationId: string): Promise<Review> {
  const { allCreditReviews } = await staff.data<{ allCreditReviews: Review[] }>(
    `query($id: ID!) { allCreditReviews(filter: { applicationId: $id }) { ${reviewFields} } }`,
    { id: applicationId },
  );
  expect(allCreditReviews).toHaveLength(1);
  return allCreditReviews[0];
}

async function save(rep: HttpClient, id: string): Promise<Review> {
  const { saveCreditReview } = await rep.data<{ saveCreditReview: Review }>(
    `mutation($input: SaveCreditReviewInput!) { saveCreditReview(input: $input) { ${reviewFields} } }`,
    { input: { id, borrowerReport: typedReport } },
  );
  return saveCreditReview;
}
