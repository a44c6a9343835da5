import { eq } from 'drizzle-orm';
import { aBorrowerAccount } from '../helpers/builders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { step, stepFields, type Step } from '../helpers/flowWalk';
import { errorCode } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/** A borrower walking About you → … → Expenses through the API, as the site does. */
async function walkToExpenses(
  server: TestServer,
  who: { lastName: string; email: string; type?: 'credit' | 'rental'; income: number },
) {
  const borrower = server.client();
  const aboutYou = await borrower.data<{ saveAboutYou: Step }>(
    `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
    {
      input: {
        firstName: 'Dana',
        lastName: who.lastName,
        email: who.email,
        phoneNumber: '512-867-5309',
        agreedToTerms: true,
        applicationType: who.type ?? 'credit',
        router: who.type === 'rental' ? 'eden' : 'fps',
        utmSource: 'newsletter',
      },
    },
  );
  const applicationId = aboutYou.saveAboutYou.application.id;
  expect(aboutYou.saveAboutYou.nextRoute).toBe('/application/life-events');
  const life = await step(borrower, 'saveLifeEvents', {
    applicationId,
    hardships: [{ key: 'hasJobLossOrReducedIncome', value: true }],
  });
  if (who.type === 'rental') {
    expect(life.nextRoute).toBe('/application/rental-information');
    const rental = await step(borrower, 'saveRentalInformation', {
      applicationId,
      hasBackRent: true,
      backRentAmount: 1800,
      monthlyRentPayment: 1200,
      hasReceivedRentalSupportInPast: false,
      hasUsedCreditCardToPayRent: true,
      numberOfPeopleLivingWithBorrower: 3,
    });
    expect(rental.nextRoute).toBe('/application/personal-information');
    const personal = await step(borrower, 'savePersonalInformation', { applicationId, race: 'Asian' });
    expect(personal.nextRoute).toBe('/application/your-contact');
  } else {
    expect(life.nextRoute).toBe('/application/credit-history');
    const history = await step(borrower, 'saveCreditHistory', {
      applicationId,
      hasSpouse: false,
      hasDependents: true,
      numberOfDependentsInHousehold: 2,
      isHomeowner: false,
      isCarOwner: true,
      hasBackRent: false,
      monthlyRentOrMortgageAmount: 1100,
    });
    expect(history.nextRoute).toBe('/application/your-contact');
  }
  const contact = await step(borrower, 'saveYourContact', {
    applicationId,
    addressLine1: '12 Pleasant Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    dateOfBirth: '04-12-1980',
    preferredLanguage: 'en',
    consentForCreditInquiry: true,
  });
  expect(contact.nextRoute).toBe('/application/income/provide-monthly-income');
  expect(contact.application.status).toBe('Submitted');
  const income = await step(borrower, 'saveMonthlyIncome', {
    applicationId,
    selfReportedMonthlyCurrentIncome: who.income,
  });
  expect(income.nextRoute).toBe('/application/expenses');
  const { myApplication } = await borrower.data<{
    myApplication: {
      expenseEstimates: {
        id: string;
        category: string;
        estimatedValue: number;
        selfReportedValue: number | null;
      }[];
    };
  }>('{ myApplication { expenseEstimates { id category estimatedValue selfReportedValue } } }');
  expect(myApplication.expenseEstimates).toHaveLength(38);
  const lines = myApplication.expenseEstimates.map((e) => ({
    id: e.id,
    selfReportedValue: Math.min(99999, Math.round(e.selfReportedValue ?? e.estimatedValue)),
  }));
  const expenses = await step(borrower, 'submitExpenses', { applicationId, lines });
  return { borrower, applicationId, contact, expenses };
}

describe.each(testDialects)('the borrower flow through the API on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  it('walks a credit application from About you to its offers', async () => {
    const { borrower, applicationId, contact, expenses } = await walkToExpenses(server, {
      lastName: 'Okafor',
      email: `dana.okafor.${dialect}@example.com`,
      income: 9000,
    });
    expect(contact.application.creditPullStatus).toBe('pulled');
    expect(expenses.nextRoute).toBe('/application/bank-connection');
    expect(expenses.application.lastCompletedPage).toBe('Expenses');
    // The flow makes the debt score the customer portal's gauge shows, from the borrower's risk score.
    const { db, t } = server.database;
    const [owned] = await db.select().from(t.applications).where(eq(t.applications.id, applicationId));
    const scores = await db
      .select()
      .from(t.debtScores)
      .where(eq(t.debtScores.borrowerId, owned.applicationBorrowerId!));
    expect(scores).toHaveLength(1);
    expect(scores[0].value).toBeGreaterThanOrEqual(0);
    expect(scores[0].value).toBeLessThanOrEqual(100);
    const token = await borrower.data<{ bankLinkToken: { mode: string } }>(
      'query($id: ID!) { bankLinkToken(applicationId: $id) { mode } }',
      { id: applicationId },
    );
    expect(token.bankLinkToken.mode).toBe('sandbox');
    const bankInput = {
      applicationId,
      publicToken: 'sandbox-public-ins_109508-0123456789abcdef',
      institutionId: 'ins_109508',
      institutionName: 'First Platypus Bank',
    };
    const bank = await step(borrower, 'connectBankAccount', bankInput);
    expect(bank.nextRoute).toBe('/offers/success');
    await step(borrower, 'connectBankAccount', bankInput);
    const linked = await borrower.data<{
      myApplication: {
        bankItems: { institutionId: string; accounts: unknown[] }[];
        incomePredictions: { id: string; amount: number }[];
      };
    }>('{ myApplication { bankItems { institutionId accounts { id } } incomePredictions { id amount } } }');
    expect(linked.myApplication.bankItems).toHaveLength(1);
    expect(linked.myApplication.bankItems[0].accounts.length).toBeGreaterThan(0);
    expect(linked.myApplication.incomePredictions.length).toBeGreaterThan(0);
    const payroll = linked.myApplication.incomePredictions[0];
    await borrower.data(
      'mutation($id: ID!) { verifyIncomePrediction(id: $id, isVerifiedAsIncome: true) { id } }',
      { id: payroll.id },
    );
    const estimated = await borrower.data<{ myApplication: { estimatedMonthlyIncome: number } }>(
      '{ myApplication { estimatedMonthlyIncome } }',
    );
    expect(estimated.myApplication.estimatedMonthlyIncome).toBe(Math.trunc(Math.abs(payroll.amount) / 3));
    const presented = await borrower.data<{ presentDecision: Step }>(
      `mutation($id: ID!) { presentDecision(applicationId: $id) { ${stepFields} } }`,
      { id: applicationId },
    );
    expect(presented.presentDecision.nextRoute).toBe('/offers/success');
    const offers = await borrower.data<{
      myApplication: {
        decision: { isQualified: boolean; monthlySavings: number; wasPresentedToBorrower: boolean };
        offers: {
          balance: number;
          payment: number;
          currentPayment: number;
          wasPresentedToBorrower: boolean;
        }[];
      };
    }>(
      '{ myApplication { decision { isQualified monthlySavings wasPresentedToBorrower } offers { balance payment currentPayment wasPresentedToBorrower } } }',
    );
    expect(offers.myApplication.decision.isQualified).toBe(true);
    expect(offers.myApplication.decision.wasPresentedToBorrower).toBe(true);
    expect(offers.myApplication.offers.length).toBeGreaterThan(0);
    const balances = offers.myApplication.offers.map((o) => o.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    for (const offer of offers.myApplication.offers) {
      expect(offer.payment).toBeLessThanOrEqual(Math.round(offer.currentPayment) || offer.payment);
      expect(offer.wasPresentedToBorrower).toBe(true);
    }
    const accepted = await borrower.data<{ acceptDecision: Step }>(
      `mutation($id: ID!) { acceptDecision(applicationId: $id) { ${stepFields} } }`,
      { id: applicationId },
    );
    expect(accepted.acceptDecision.nextRoute).toBe('/offers/call-us');
  });

  it('declines when income cannot cover the plan, with the reasons', async () => {
    const { borrower, applicationId } = await walkToExpenses(server, {
      lastName: 'Brennan',
      email: `sam.brennan.${dialect}@example.com`,
      income: 300,
    });
    const presented = await borrower.data<{ presentDecision: Step }>(
      `mutation($id: ID!) { presentDecision(applicationId: $id) { nextRoute } }`,
      { id: applicationId },
    );
    expect(presented.presentDecision.nextRoute).toBe('/offers/decline');
    // A decline is never accepted, whatever page sends 'Reduce My Payments'.
    const accepted = await borrower.gql(
      `mutation($id: ID!) { acceptDecision(applicationId: $id) { nextRoute } }`,
      {
        id: applicationId,
      },
    );
    expect(errorCode(accepted)).toBe('CONFLICT');
    const { myApplication } = await borrower.data<{
      myApplication: {
        decision: {
          isQualified: boolean;
          wasAcceptedByBorrower: boolean;
          disqualificationReasons: { reason: string }[];
        };
        offers: unknown[];
        offerPages: string[];
      };
    }>(
      '{ myApplication { decision { isQualified wasAcceptedByBorrower disqualificationReasons { reason } } offers { id } offerPages } }',
    );
    expect(myApplication.decision.isQualified).toBe(false);
    expect(myApplication.decision.wasAcceptedByBorrower).toBe(false);
    expect(myApplication.offerPages).toEqual(['/offers/decline', '/offers/lender-guide', '/offers/status']);
    expect(myApplication.decision.disqualificationReasons.length).toBeGreaterThan(0);
    expect(myApplication.offers).toEqual([]);
  });

  it('goes to pending when the credit pull fails, keeping every answer', async () => {
    const { borrower, applicationId, contact, expenses } = await walkToExpenses(server, {
      lastName: 'Nohit',
      email: `no.file.${dialect}@example.com`,
      income: 4000,
    });
    expect(contact.application.creditPullStatus).toBe('notPulled');
    expect(expenses.nextRoute).toBe('/application/bank-connection');
    const presented = await borrower.data<{ presentDecision: Step }>(
      `mutation($id: ID!) { presentDecision(applicationId: $id) { nextRoute application { resumeRoute } } }`,
      { id: applicationId },
    );
    expect(presented.presentDecision.nextRoute).toBe('/offers/pending');
    const { myApplication } = await borrower.data<{
      myApplication: { selfReportedMonthlyCurrentIncome: number; borrower: { city: string } };
    }>('{ myApplication { selfReportedMonthlyCurrentIncome borrower { city } } }');
    expect(myApplication).toEqual({ selfReportedMonthlyCurrentIncome: 4000, borrower: { city: 'Austin' } });
  });

  it('walks a rental application to call-us', async () => {
    const { expenses } = await walkToExpenses(server, {
      lastName: 'Reyes',
      email: `ana.reyes.${dialect}@example.com`,
      type: 'rental',
      income: 2500,
    });
    expect(expenses.nextRoute).toBe('/offers/call-us');
    expect(expenses.application.status).toBe('Submitted');
  });

  it('refuses an e-mail that already has an account, with the spec message', async () => {
    await aBorrowerAccount(server.database, `kim.lee.${dialect}@example.com`);
    const input = {
      firstName: 'Kim',
      lastName: 'Lee',
      email: `kim.lee.${dialect}@example.com`,
      phoneNumber: '512-867-5309',
      agreedToTerms: true,
    };
    const res = await server
      .client()
      .gql('mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { nextRoute } }', { input });
    expect(res.body.errors?.[0].message).toBe(
      'An account with the given email address already exists. Please use a different email address.',
    );
  });

  it("answers another owner's application as an unknown one (NOT_FOUND, 404)", async () => {
    const first = await walkToExpenses(server, {
      lastName: 'Abbott',
      email: `first.${dialect}@example.com`,
      income: 5000,
    });
    const intruder = server.client();
    await intruder.data('mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { nextRoute } }', {
      input: {
        firstName: 'Eve',
        lastName: 'Intruder',
        email: `eve.${dialect}@example.com`,
        phoneNumber: '512-867-5309',
        agreedToTerms: true,
      },
    });
    const res = await intruder.gql(
      'mutation($input: LifeEventsInput!) { saveLifeEvents(input: $input) { nextRoute } }',
      {
        input: { applicationId: first.applicationId, hardships: [] },
      },
    );
    expect(errorCode(res)).toBe('NOT_FOUND');
    const unknown = await intruder.gql(
      'mutation($input: LifeEventsInput!) { saveLifeEvents(input: $input) { nextRoute } }',
      { input: { applicationId: '00000000-0000-4000-8000-000000000000', hardships: [] } },
    );
    expect(unknown.body.errors).toEqual(res.body.errors);
    const rest = await intruder.post('/api/decision', {
      applicationId: first.applicationId,
      environment: 'nfcc',
    });
    expect(rest.status).toBe(404);
  });
});
