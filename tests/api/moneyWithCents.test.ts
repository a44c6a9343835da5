import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { step, walkToExpensesPage } from '../helpers/flowWalk';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/** An application's and a line's amounts as saved (integer cents in the database, dollars here). */
async function saved(server: TestServer, applicationId: string, lineId?: string) {
  const { db, t } = server.database;
  const [application] = await db.select().from(t.applications).where(eq(t.applications.id, applicationId));
  const [line] = lineId
    ? await db.select().from(t.expenseEstimates).where(eq(t.expenseEstimates.id, lineId))
    : [undefined];
  return { application, line };
}

describe.each(testDialects)('money typed with cents is kept to the cent on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  it('rent 1450.50, income 3200.50 and an expense line 45.99 are saved as exactly those amounts', async () => {
    const { borrower, applicationId, lines } = await walkToExpensesPage(server, {
      lastName: 'Cents',
      email: `cents.${dialect}@example.com`,
      income: 3200.5,
      household: { monthlyRentOrMortgageAmount: 1450.5 },
    });
    const { myApplication } = await borrower.data<{
      myApplication: {
        monthlyRentOrMortgageAmount: number;
        selfReportedMonthlyCurrentIncome: number;
        incomeShown: number;
        expenseEstimates: { id: string; category: string; subCategory: string; selfReportedValue: number }[];
      };
    }>(
      '{ myApplication { monthlyRentOrMortgageAmount selfReportedMonthlyCurrentIncome incomeShown expenseEstimates { id category subCategory selfReportedValue } } }',
    );
    expect(myApplication.monthlyRentOrMortgageAmount).toBe(1450.5);
    expect(myApplication.selfReportedMonthlyCurrentIncome).toBe(3200.5);
    expect(myApplication.incomeShown).toBe(3200.5);
    const { application } = await saved(server, applicationId);
    expect(application.monthlyRentOrMortgageAmount).toBe(1450.5);
    expect(application.selfReportedMonthlyCurrentIncome).toBe(3200.5);
    const rent = myApplication.expenseEstimates.find(
      (e) => e.category === 'housing' && e.subCategory === 'rent',
    )!;
    expect(rent.selfReportedValue).toBe(1450.5);

    const food = myApplication.expenseEstimates.find(
      (e) => e.category === 'food' && e.subCategory === 'away',
    )!;
    const gas = myApplication.expenseEstimates.find(
      (e) => e.category === 'utilities' && e.subCategory === 'gas',
    )!;
    await borrower.data('mutation($id: ID!) { updateExpense(id: $id, selfReportedValue: 12.34) { id } }', {
      id: gas.id,
    });
    expect((await saved(server, applicationId, gas.id)).line?.selfReportedValue).toBe(12.34);
    await step(borrower, 'submitExpenses', {
      applicationId,
      lines: lines.map((l) => (l.id === food.id ? { ...l, selfReportedValue: 45.99 } : l)),
    });
    expect((await saved(server, applicationId, food.id)).line?.selfReportedValue).toBe(45.99);
    const { db, t } = server.database;
    const [decision] = await db
      .select()
      .from(t.decisions)
      .where(eq(t.decisions.applicationId, applicationId));
    expect(decision.currentGrossIncome).toBe(3200.5);
  });

  it('a rental application keeps rent and back rent with their cents', async () => {
    const { borrower, applicationId } = await walkToExpensesPage(server, {
      lastName: 'Renta',
      email: `renta.${dialect}@example.com`,
      income: 2100.25,
      type: 'rental',
    });
    await step(borrower, 'saveRentalInformation', {
      applicationId,
      hasBackRent: true,
      backRentAmount: 2400.75,
      monthlyRentPayment: 1450.5,
      hasReceivedRentalSupportInPast: false,
      hasUsedCreditCardToPayRent: false,
      numberOfPeopleLivingWithBorrower: 2,
    });
    const { myApplication } = await borrower.data<{
      myApplication: { rentalApplication: { backRentAmount: number; monthlyRentPayment: number } };
    }>('{ myApplication { rentalApplication { backRentAmount monthlyRentPayment } } }');
    expect(myApplication.rentalApplication).toEqual({ backRentAmount: 2400.75, monthlyRentPayment: 1450.5 });
  });

  it('refuses a malformed amount (a fraction of a cent, a negative) and stores nothing', async () => {
    const { borrower, applicationId, lines } = await walkToExpensesPage(server, {
      lastName: 'Malformed',
      email: `malformed.${dialect}@example.com`,
      income: 4000,
    });
    const [line] = lines;
    const before = (await saved(server, applicationId, line.id)).line;
    for (const value of [45.999, -45.99]) {
      const single = await borrower.gql(
        'mutation($id: ID!, $v: Float) { updateExpense(id: $id, selfReportedValue: $v) { id } }',
        { id: line.id, v: value },
      );
      expect(single.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const whole = await borrower.gql(
        'mutation($input: ExpensesInput!) { submitExpenses(input: $input) { nextRoute } }',
        { input: { applicationId, lines: [{ id: line.id, selfReportedValue: value }] } },
      );
      expect(whole.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const income = await borrower.gql(
        'mutation($input: MonthlyIncomeInput!) { saveMonthlyIncome(input: $input) { nextRoute } }',
        { input: { applicationId, selfReportedMonthlyCurrentIncome: value } },
      );
      expect(income.body.errors?.[0]?.extensions?.fields).toEqual({
        selfReportedMonthlyCurrentIncome: 'Monthly income is invalid: type an amount like 1,450.50',
      });
    }
    expect((await saved(server, applicationId, line.id)).line).toEqual(before);
    const { myApplication } = await borrower.data<{
      myApplication: { selfReportedMonthlyCurrentIncome: number; lastCompletedPage: string };
    }>('{ myApplication { selfReportedMonthlyCurrentIncome lastCompletedPage } }');
    expect(myApplication).toEqual({
      selfReportedMonthlyCurrentIncome: 4000,
      lastCompletedPage: 'ProvideMonthlyIncome',
    });
  });
});
