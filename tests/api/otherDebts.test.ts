import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { step, walkToExpensesPage } from '../helpers/flowWalk';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

interface Line {
  id: string;
  category: string;
  subCategory: string;
  selfReportedValue: number | null;
  estimatedValue: number;
}

describe.each(testDialects)('other debts ask for the totals the 2 % rule needs on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  const saved = (client: Awaited<ReturnType<typeof walkToExpensesPage>>['borrower']) =>
    client.data<{
      myApplication: {
        totalDebtToFriendsAndFamilyAmount: number | null;
        totalBackTaxesAmount: number | null;
        expenseEstimates: Line[];
        financialSummary: { expenses: number };
      };
    }>(
      '{ myApplication { totalDebtToFriendsAndFamilyAmount totalBackTaxesAmount expenseEstimates { id category subCategory selfReportedValue estimatedValue } financialSummary { expenses } } }',
    );

  it('a $5,000 debt to friends and family is kept as that total and $100 a month, read back after a reload', async () => {
    const { borrower, applicationId } = await walkToExpensesPage(server, {
      lastName: 'Family',
      email: `family.${dialect}@example.com`,
      income: 6000,
    });
    const before = (await saved(borrower)).myApplication.expenseEstimates;
    const friends = before.find((l) => l.category === 'otherDebts' && l.subCategory === 'friendsFamily')!;
    const backTaxes = before.find((l) => l.category === 'otherDebts' && l.subCategory === 'backtaxes')!;
    const lines = before.map((l) =>
      l.id === friends.id
        ? { id: l.id, totalDebtAmount: 5000 }
        : { id: l.id, selfReportedValue: l.selfReportedValue ?? l.estimatedValue },
    );
    await step(borrower, 'submitExpenses', { applicationId, lines });
    const { myApplication } = await saved(borrower);
    expect(myApplication.totalDebtToFriendsAndFamilyAmount).toBe(5000);
    const kept = myApplication.expenseEstimates.find((l) => l.id === friends.id)!;
    expect(kept.selfReportedValue).toBe(100);
    const month = myApplication.expenseEstimates
      .filter((l) => !(l.category === 'housing' && ['insurance', 'taxes'].includes(l.subCategory)))
      .reduce((sum, l) => sum + (l.selfReportedValue ?? l.estimatedValue), 0);
    expect(myApplication.financialSummary.expenses).toBeCloseTo(month, 2);

    // A line edited alone takes its total too: $2,000 of back taxes keeps $40 a month.
    await borrower.data(
      'mutation($id: ID!) { updateExpense(id: $id, totalDebtAmount: 2000) { id selfReportedValue } }',
      { id: backTaxes.id },
    );
    const after = (await saved(borrower)).myApplication;
    expect(after.totalBackTaxesAmount).toBe(2000);
    expect(after.expenseEstimates.find((l) => l.id === backTaxes.id)?.selfReportedValue).toBe(40);
  });

  it('a malformed total is refused at its line and nothing is saved', async () => {
    const { borrower, applicationId, lines } = await walkToExpensesPage(server, {
      lastName: 'Refused',
      email: `refused.${dialect}@example.com`,
      income: 6000,
    });
    const { myApplication } = await saved(borrower);
    const friends = myApplication.expenseEstimates.find((l) => l.subCategory === 'friendsFamily')!;
    const res = await borrower.gql(
      'mutation($input: ExpensesInput!) { submitExpenses(input: $input) { nextRoute } }',
      {
        input: {
          applicationId,
          lines: lines.map((l) => (l.id === friends.id ? { id: l.id, totalDebtAmount: 5000.001 } : l)),
        },
      },
    );
    expect(res.body.errors?.[0]?.extensions?.fields).toEqual({
      [friends.id]: 'Total owed is invalid: type an amount like 1,450.50',
    });
    expect((await saved(borrower)).myApplication.totalDebtToFriendsAndFamilyAmount).toBeNull();
  });
});
