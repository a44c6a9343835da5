import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { step, walkToExpensesPage } from '../helpers/flowWalk';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * Corrected expenses are kept (issue 41): a category's Submit keeps its amounts on the server, so they
 * come back on another device and after the tab closes; one limit per line whichever way it is edited;
 * a correction after a decision is decided again at the next submit.
 */

interface Line {
  id: string;
  category: string;
  subCategory: string;
  selfReportedValue: number | null;
  lastSubmittedValue: number | null;
}

const saveLines = `mutation($input: ExpensesInput!) { saveExpenseLines(input: $input) { id selfReportedValue } }`;

describe.each(testDialects)('corrected expenses are kept on %s', (dialect) => {
  let server: TestServer;
  let people = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  async function atExpenses() {
    people += 1;
    const walked = await walkToExpensesPage(server, {
      lastName: `Kept${people}`,
      email: `kept${people}.${dialect}@example.com`,
      income: 4200,
    });
    const lines = async (client = walked.borrower) =>
      (
        await client.data<{ myApplication: { expenseEstimates: Line[] } }>(
          '{ myApplication { expenseEstimates { id category subCategory selfReportedValue lastSubmittedValue } } }',
        )
      ).myApplication.expenseEstimates;
    const find = (all: Line[], category: string, subCategory: string) =>
      all.find((line) => line.category === category && line.subCategory === subCategory)!;
    return { ...walked, lines, find };
  }

  it("a category's Submit keeps Groceries $500 and Eating out $125.50, read back on another device", async () => {
    const { borrower, applicationId, lines, find } = await atExpenses();
    const before = await lines();
    const [home, away] = [find(before, 'food', 'home'), find(before, 'food', 'away')];
    await borrower.data(saveLines, {
      input: {
        applicationId,
        lines: [
          { id: home.id, selfReportedValue: 500 },
          { id: away.id, selfReportedValue: 125.5 },
        ],
      },
    });
    // Another device: what the server answers, nothing of the first tab's storage.
    const elsewhere = server.client();
    elsewhere.cookie = borrower.cookie;
    const after = await lines(elsewhere);
    expect(find(after, 'food', 'home').selfReportedValue).toBe(500);
    expect(find(after, 'food', 'away').selfReportedValue).toBe(125.5);
  });

  it('refuses a $123,456 water bill the same way whether the line is edited alone or with its category', async () => {
    const { borrower, applicationId, lines, find } = await atExpenses();
    const water = find(await lines(), 'utilities', 'water');
    const electricity = find(await lines(), 'utilities', 'electricity');
    const message = 'Amount is invalid: it can be at most $99,999.99';
    const alone = await borrower.post('/graphql', {
      query: 'mutation($id: ID!) { updateExpense(id: $id, selfReportedValue: 123456) { id } }',
      variables: { id: water.id },
    });
    const withTile = await borrower.post('/graphql', {
      query: saveLines,
      variables: {
        input: {
          applicationId,
          lines: [
            { id: electricity.id, selfReportedValue: 80 },
            { id: water.id, selfReportedValue: 123456 },
          ],
        },
      },
    });
    const submit = await borrower.post('/graphql', {
      query: 'mutation($input: ExpensesInput!) { submitExpenses(input: $input) { nextRoute } }',
      variables: { input: { applicationId, lines: [{ id: water.id, selfReportedValue: 123456 }] } },
    });
    for (const answer of [alone, withTile, submit]) {
      const [error] = (answer.body as { errors: { extensions: { fields: Record<string, string> } }[] })
        .errors;
      expect(error.extensions.fields[water.id]).toBe(message);
    }
    // All or none: the electricity line of the refused tile is as it was.
    expect(find(await lines(), 'utilities', 'electricity').selfReportedValue).toBe(
      electricity.selfReportedValue,
    );
  });

  it('a correction after a decision is decided again at the next submit', async () => {
    const { borrower, applicationId, lines, find } = await atExpenses();
    const all = await lines();
    const sent = all.map((line) => ({ id: line.id, selfReportedValue: line.selfReportedValue ?? 0 }));
    await step(borrower, 'submitExpenses', { applicationId, lines: sent });
    const decisions = async () =>
      (
        await borrower.data<{ myApplication: { decision: { currentExpenses: number } | null } }>(
          '{ myApplication { decision { currentExpenses } } }',
        )
      ).myApplication.decision;
    const first = await decisions();
    const home = find(all, 'food', 'home');
    await borrower.data(saveLines, {
      input: {
        applicationId,
        lines: [{ id: home.id, selfReportedValue: (home.selfReportedValue ?? 0) + 100 }],
      },
    });
    const now = await lines();
    await step(borrower, 'submitExpenses', {
      applicationId,
      lines: now.map((line) => ({ id: line.id, selfReportedValue: line.selfReportedValue ?? 0 })),
    });
    expect((await decisions())?.currentExpenses).toBeCloseTo((first?.currentExpenses ?? 0) + 100, 2);
  });
});
