import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

describe.each(testDialects)('the headline over the offer tiles on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  it('is the sum of the dollars the tiles show: $287 over tiles of $101, $101 and $85, not $286', async () => {
    const email = `headline.${dialect}@example.com`;
    const { application } = await aBorrowerAccount(server.database, email);
    const { t } = server.database;
    // Three cards whose payments each round up or down: their exact total, $286.49, rounds to $286.
    const payments = [100.5, 100.5, 85.49];
    await server.database.withTransaction(async (tx) => {
      const [report] = await tx
        .insert(t.creditReports)
        .values({ applicationId: application.id, wasSuccessful: true })
        .returning();
      const [decision] = await tx
        .insert(t.decisions)
        .values({
          applicationId: application.id,
          isQualified: true,
          currentUnsecuredDebtPayment: 286.49,
          proposedUnsecuredDebtPayment: 180,
        })
        .returning();
      for (const [k, payment] of payments.entries()) {
        const [debt] = await tx
          .insert(t.debts)
          .values({
            creditReportId: report.id,
            accountType: 'CC',
            currentBalance: 3000 - k,
            scheduledMonthlyPayment: payment,
            lenderName: `Card ${k}`,
          })
          .returning();
        await tx.insert(t.offers).values({
          applicationId: application.id,
          decisionId: decision.id,
          debtId: debt.id,
          balance: 3000 - k,
          payment: 60,
          term: 60,
        });
      }
    });
    const client = await server.signIn(email, borrowerPassword);
    const { myApplication } = await client.data<{
      myApplication: {
        decision: {
          monthlySavings: number;
          paymentHeadline: { currentPayment: number; newPayment: number; monthlySavings: number };
        };
        offers: { currentPayment: number; payment: number }[];
      };
    }>(
      '{ myApplication { decision { monthlySavings paymentHeadline { currentPayment newPayment monthlySavings } } offers { currentPayment payment } } }',
    );
    const tiles = myApplication.offers.map((o) => Math.round(o.currentPayment));
    expect(tiles).toEqual([101, 101, 85]);
    expect(myApplication.decision.paymentHeadline).toEqual({
      currentPayment: 287,
      newPayment: 180,
      monthlySavings: 107,
    });
    // The console's Decision tab reads the same savings.
    expect(myApplication.decision.monthlySavings).toBe(107);
  });
});
