import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { step, stepFields, type Step } from '../helpers/flowWalk';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

describe.each(testDialects)('the Credit history screen on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  async function newApplication(email: string) {
    const borrower = server.client();
    const { saveAboutYou } = await borrower.data<{ saveAboutYou: Step }>(
      `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
      {
        input: {
          firstName: 'Ona',
          lastName: 'Reyes',
          email,
          phoneNumber: '512-867-5309',
          agreedToTerms: true,
        },
      },
    );
    await step(borrower, 'saveLifeEvents', {
      applicationId: saveAboutYou.application.id,
      hardships: [],
      kindOfRelief: 'Credit card help',
    });
    return { borrower, applicationId: saveAboutYou.application.id };
  }

  const answers = {
    hasSpouse: false,
    hasDependents: false,
    isHomeowner: false,
    isCarOwner: true,
    hasBackRent: true,
  };

  it('keeps the back-rent answer, the amount and the kind of relief from Life events', async () => {
    const { borrower, applicationId } = await newApplication(`keeps.${dialect}@example.com`);
    await step(borrower, 'saveCreditHistory', {
      applicationId,
      ...answers,
      monthlyRentOrMortgageAmount: 1250,
    });
    const { myApplication } = await borrower.data<{ myApplication: Record<string, unknown> }>(
      '{ myApplication { hasBackRent monthlyRentOrMortgageAmount kindOfRelief lastCompletedPage } }',
    );
    expect(myApplication).toEqual({
      hasBackRent: true,
      monthlyRentOrMortgageAmount: 1250,
      kindOfRelief: 'Credit card help',
      lastCompletedPage: 'CreditHistory',
    });
  });

  it('refuses a negative, a fraction of a cent or a 7-digit amount and saves nothing', async () => {
    const { borrower, applicationId } = await newApplication(`refuses.${dialect}@example.com`);
    const refusals = {
      [-100]: 'Monthly rent or mortgage payment is invalid: type an amount like 1,450.50',
      [1450.505]: 'Monthly rent or mortgage payment is invalid: type an amount like 1,450.50',
      [1_000_000]: 'Monthly rent or mortgage payment is invalid: it can be at most $999,999.99',
    };
    for (const [amount, message] of Object.entries(refusals)) {
      const res = await borrower.gql(
        `mutation($input: CreditHistoryInput!) { saveCreditHistory(input: $input) { nextRoute } }`,
        { input: { applicationId, ...answers, monthlyRentOrMortgageAmount: Number(amount) } },
      );
      expect(res.body.errors?.[0]?.extensions?.fields).toEqual({ monthlyRentOrMortgageAmount: message });
    }
    const { myApplication } = await borrower.data<{ myApplication: Record<string, unknown> }>(
      '{ myApplication { hasBackRent monthlyRentOrMortgageAmount lastCompletedPage } }',
    );
    expect(myApplication).toEqual({
      hasBackRent: null,
      monthlyRentOrMortgageAmount: null,
      lastCompletedPage: 'LifeEvents',
    });
  });
});
