import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { step, walkToExpensesPage } from '../helpers/flowWalk';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

interface Line {
  category: string;
  subCategory: string;
  estimatedValue: number;
  selfReportedValue: number | null;
}

describe.each(testDialects)('one monthly-expenses figure on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  it('gives the decision, the debt score and the guide the total the Expenses page showed a homeowner with an escrow', async () => {
    const { borrower, applicationId, lines } = await walkToExpensesPage(server, {
      lastName: 'Escrow',
      email: `escrow.${dialect}@example.com`,
      income: 6200,
      household: { isHomeowner: true, hasMortgageEscrow: true, monthlyRentOrMortgageAmount: 1650 },
    });
    await step(borrower, 'submitExpenses', { applicationId, lines });

    const { myApplication } = await borrower.data<{
      myApplication: {
        expenseEstimates: Line[];
        decision: { currentExpenses: number } | null;
        financialSummary: { expenses: number };
      };
    }>(
      `{ myApplication {
          expenseEstimates { category subCategory estimatedValue selfReportedValue }
          decision { currentExpenses }
          financialSummary { expenses }
        } }`,
    );
    // The page hides home insurance and property tax when the mortgage pays them, and sums the rest.
    const escrowPaid = new Set(['housing/insurance', 'housing/taxes']);
    const shown = myApplication.expenseEstimates.filter(
      (l) => !escrowPaid.has(`${l.category}/${l.subCategory}`),
    );
    expect(shown.length).toBeLessThan(myApplication.expenseEstimates.length);
    const hiddenCents = myApplication.expenseEstimates
      .filter((l) => escrowPaid.has(`${l.category}/${l.subCategory}`))
      .reduce((sum, l) => sum + Math.round((l.selfReportedValue ?? l.estimatedValue) * 100), 0);
    expect(hiddenCents).toBeGreaterThan(0);
    const pageTotal =
      shown.reduce((sum, l) => sum + Math.round((l.selfReportedValue ?? l.estimatedValue) * 100), 0) / 100;

    expect(myApplication.decision?.currentExpenses).toBe(pageTotal);
    expect(myApplication.financialSummary.expenses).toBe(pageTotal);
    const { db, t } = server.database;
    const [application] = await db.select().from(t.applications).where(eq(t.applications.id, applicationId));
    const [score] = await db
      .select()
      .from(t.debtScores)
      .where(eq(t.debtScores.borrowerId, application.applicationBorrowerId!));
    expect(score.monthlyExpense).toBe(pageTotal);
  });
});
