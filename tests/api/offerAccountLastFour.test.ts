import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSandboxBank, step, walkToExpensesPage } from '../helpers/flowWalk';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * Each offer carries its account's last four (issue 21: two 'Discover' tiles with nothing between
 * them), from the debt or collection it is for; never the whole number.
 */
describe.each(testDialects)('Offer.accountLastFour on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("is the last four characters of each offer's own account number", async () => {
    const { borrower, applicationId, lines } = await walkToExpensesPage(server, {
      lastName: 'Fourdigits',
      email: 'four.digits@example.com',
      income: 9000,
    });
    await step(borrower, 'submitExpenses', { applicationId, lines });
    await connectSandboxBank(borrower, applicationId);
    await borrower.data('mutation($id: ID!) { presentDecision(applicationId: $id) { nextRoute } }', {
      id: applicationId,
    });
    const { myApplication } = await borrower.data<{
      myApplication: {
        offers: { debtId: string | null; collectionId: string | null; accountLastFour: string | null }[];
      };
    }>('{ myApplication { offers { debtId collectionId accountLastFour } } }');
    expect(myApplication.offers.length).toBeGreaterThan(0);

    const { db, t } = server.database;
    const numbers = new Map(
      [...(await db.select().from(t.debts)), ...(await db.select().from(t.collections))].map((row) => [
        row.id,
        row.accountNumber,
      ]),
    );
    for (const offer of myApplication.offers) {
      const whole = numbers.get(offer.debtId ?? offer.collectionId ?? '');
      expect(whole && whole.length > 4).toBe(true);
      expect(offer.accountLastFour).toBe(whole!.slice(-4));
    }
  });
});
