import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkToExpensesPage } from '../helpers/flowWalk';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';
import { limits } from '../../api/http/phoneCheckLimits';

describe.each(testDialects)("the spec's REST services on %s", (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  it('answers the calls in the order the site makes them, with the spec response fields', async () => {
    const { borrower, applicationId } = await walkToExpensesPage(server, {
      lastName: 'Rest',
      email: `rest.${dialect}@example.com`,
      income: 8000,
    });
    const reports = await borrower.post<{
      borrowerPull: { wasSuccessful: boolean; creditReportId: string };
      spousePull: null;
    }>('/api/reports', { applicationId });
    expect(reports.status).toBe(200);
    expect(reports.body.borrowerPull.wasSuccessful).toBe(true);
    expect(reports.body.spousePull).toBeNull();
    const again = await borrower.post<{ borrowerPull: { creditReportId: string } }>('/api/reports', {
      applicationId,
    });
    expect(again.body.borrowerPull.creditReportId).toBe(reports.body.borrowerPull.creditReportId);

    const risk = await borrower.post<{ riskScore: { id: string; value: number } }>('/api/risk-score', {
      creditReportId: reports.body.borrowerPull.creditReportId,
    });
    expect(risk.body.riskScore.value).toBeGreaterThanOrEqual(0);
    const debtScore = await borrower.post<{ value: number }>('/api/debt-score', {
      borrowerRiskScoreId: risk.body.riskScore.id,
    });
    expect(debtScore.body.value).toBeGreaterThanOrEqual(0);
    expect(debtScore.body.value).toBeLessThanOrEqual(100);

    const estimates = await borrower.post<
      {
        id: string;
        category: string;
        subCategory: string;
        estimatedValue: number;
        selfReportedValue: number | null;
      }[]
    >('/api/expenses/estimate', { applicationId });
    expect(estimates.body).toHaveLength(38);
    expect(
      estimates.body.find((e) => e.category === 'housing' && e.subCategory === 'rent')?.selfReportedValue,
    ).toBe(900);

    const budgets = await borrower.post<{ budgetExpenses: unknown[] }[]>('/api/propose-budgets', {
      applicationId,
    });
    expect(budgets.body[0].budgetExpenses).toHaveLength(38);

    const decision = await borrower.post<{
      isQualified: boolean;
      offers: { items: { balance: number }[] };
      disqualificationReasons: { items: { reason: string }[] };
      currentDisposableIncome: number;
    }>('/api/decision', { applicationId, environment: 'nfcc' });
    expect(typeof decision.body.isQualified).toBe('boolean');
    expect(
      decision.body.isQualified
        ? decision.body.offers.items.length > 0
        : decision.body.disqualificationReasons.items.length > 0,
    ).toBe(true);

    const items = await borrower.post<{ plaidItemId: string }[]>('/api/items', {
      applicationId,
      institutionId: 'ins_109510',
      institutionName: 'Tattersall Federal Credit Union',
      publicToken: 'sandbox-public-ins_109510-aabbccddeeff0011',
    });
    expect(items.body).toHaveLength(1);
    expect(items.body[0].plaidItemId).toMatch(/^item-sandbox-/);
    const predictions = await borrower.post<{ amount: number }[]>('/api/income/predict', { applicationId });
    expect(predictions.body.length).toBeGreaterThan(0);

    const { myApplication } = await borrower.data<{ myApplication: { borrower: { id: string } } }>(
      '{ myApplication { borrower { id } } }',
    );
    expect(
      (
        await borrower.post('/api/contact', {
          borrowerId: myApplication.borrower.id,
          eventType: 'obtainedOffer',
        })
      ).status,
    ).toBe(200);
    const lead = await server.signIn('lead@example.org');
    const outbox = await lead.data<{ allEmails: { template: string; to: string }[] }>(
      '{ allEmails(perPage: 100) { template to } }',
    );
    expect(outbox.allEmails).toContainEqual({ template: 'obtainedOffer', to: `rest.${dialect}@example.com` });
    expect(outbox.allEmails).toContainEqual({ template: 'initialEmail', to: `rest.${dialect}@example.com` });
  });

  it('checks a phone number without an account', async () => {
    const client = server.client();
    expect(
      (await client.post<{ isValid: boolean }>('/api/twilio/verify-phone', { phoneNumber: '512-867-5309' }))
        .body,
    ).toEqual({ isValid: true });
    expect(
      (await client.post<{ isValid: boolean }>('/api/twilio/verify-phone', { phoneNumber: '911-555-0100' }))
        .body,
    ).toEqual({ isValid: false });
  });

  it('refuses an anonymous call and a malformed body', async () => {
    expect((await server.client().post('/api/decision', { applicationId: 'x' })).status).toBe(401);
    const borrower = (
      await walkToExpensesPage(server, {
        lastName: 'Body',
        email: `body.${dialect}@example.com`,
        income: 1000,
      })
    ).borrower;
    const res = await borrower.post<{ errors: { extensions: { fields: Record<string, string> } }[] }>(
      '/api/reports',
      { applicationId: 42 },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.fields).toHaveProperty('applicationId');
  });

  it('answers an anonymous caller 401 on every signed-in route, whatever body it sends', async () => {
    const anonymous = server.client();
    const routes = ['/api/debt-score', '/api/contact', '/api/reports', '/api/items', '/api/risk-score'];
    for (const route of routes) {
      for (const body of [{}, { borrowerId: 42 }, { borrowerRiskScoreId: 'x', eventType: 'nope' }]) {
        expect({ route, status: (await anonymous.post(route, body)).status }).toEqual({ route, status: 401 });
      }
    }
  });

  it('limits phone checks per address with a clear message, since each is a paid lookup', async () => {
    const client = server.client();
    // The tests above spent some checks from this address: the phone checks About you made count too.
    const { db, t } = server.database;
    const [spent] = await db
      .select({ hits: t.rateLimitHits.hits })
      .from(t.rateLimitHits)
      .where(eq(t.rateLimitHits.key, 'phone-check:ip:127.0.0.1'));
    const statuses: number[] = [];
    let refusal: unknown;
    for (let i = 0; i < limits.phonePerIp + 5; i += 1) {
      const res = await client.post('/api/twilio/verify-phone', { phoneNumber: '512-867-5309' });
      statuses.push(res.status);
      if (res.status === 429) refusal = res.body;
    }
    expect(statuses.filter((s) => s === 200).length).toBe(limits.phonePerIp - (spent?.hits ?? 0));
    expect(statuses.at(-1)).toBe(429);
    expect(JSON.stringify(refusal)).toContain('Too many phone number checks');
  });
});
