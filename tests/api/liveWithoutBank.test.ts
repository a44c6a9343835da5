import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageNameForRoute } from '../../api/domain/applicationFlow';
import { errorCode } from '../helpers/httpClient';
import { step, walkToExpensesPage } from '../helpers/flowWalk';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const offerRoutes = [
  '/offers/pending',
  '/offers/success',
  '/offers/decline',
  '/offers/proposed-payment-summary',
];

/**
 * Live without Plaid keys links no bank (DESIGN.md §3): it has no bank step, no test bank, nothing
 * that tells a borrower a bank was checked. The borrower goes from expenses to where the bank step
 * would have led.
 */
describe.each(testDialects)('live without Plaid (%s)', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect, { thirdParties: 'configured' });
  });
  afterAll(() => server?.close());

  it('has no bank step: expenses lead on to the offers route, recorded as the page viewed', async () => {
    const { borrower, applicationId, lines } = await walkToExpensesPage(server, {
      lastName: 'Nobank',
      email: `no.bank.${dialect}@example.com`,
      income: 5200,
    });
    const expenses = await step(borrower, 'submitExpenses', { applicationId, lines });
    expect(offerRoutes).toContain(expenses.nextRoute);
    expect(expenses.application.lastViewedPage).toBe(pageNameForRoute(expenses.nextRoute));

    const token = await borrower.gql('query($id: ID!) { bankLinkToken(applicationId: $id) { mode } }', {
      id: applicationId,
    });
    expect(errorCode(token)).toBe('CONFLICT');
    const linked = await borrower.gql(
      'mutation($input: ConnectBankAccountInput!) { connectBankAccount(input: $input) { nextRoute } }',
      { input: { applicationId, publicToken: 'public-sandbox-x', institutionId: 'ins_109508' } },
    );
    expect(errorCode(linked)).toBe('CONFLICT');
    const { db, t } = server.database;
    expect(await db.select().from(t.bankItems)).toEqual([]);
  });

  it('serves its pages marked as linking no bank', async () => {
    const page = await server.client().get<string>('/application/bank-connection');
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-bank-linking="off"');
  });
});
