import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { step, stepFields, type Step } from '../helpers/flowWalk';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

describe.each(testDialects)(
  'the date of birth on Your contact on %s (borrower-application §5)',
  (dialect) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(() => server?.close());

    it('refuses a month of 13 and a date too late or too early, each in words, and saves nothing', async () => {
      const borrower = server.client();
      const { saveAboutYou } = await borrower.data<{ saveAboutYou: Step }>(
        `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
        {
          input: {
            firstName: 'Bea',
            lastName: 'Birth',
            email: `bea.${dialect}@example.com`,
            phoneNumber: '512-867-5309',
            agreedToTerms: true,
          },
        },
      );
      const applicationId = saveAboutYou.application.id;
      await step(borrower, 'saveLifeEvents', { applicationId, hardships: [] });
      await step(borrower, 'saveCreditHistory', {
        applicationId,
        hasSpouse: false,
        hasDependents: false,
        isHomeowner: false,
        isCarOwner: false,
        hasBackRent: false,
      });
      const year = new Date().getUTCFullYear();
      const refusals = {
        '13-05-1980': 'Date of birth is invalid: the month must be 01 to 12',
        [`01-01-${year - 5}`]: 'You must be at least 13 years old',
        [`01-01-${year - 125}`]: 'Date of birth is more than 120 years ago. Please check the year',
      };
      for (const [dateOfBirth, message] of Object.entries(refusals)) {
        const res = await borrower.gql(
          'mutation($input: YourContactInput!) { saveYourContact(input: $input) { nextRoute } }',
          {
            input: {
              applicationId,
              addressLine1: '9 Oak Avenue',
              city: 'Denver',
              state: 'CO',
              zipCode: '80202',
              dateOfBirth,
              preferredLanguage: 'en',
              consentForCreditInquiry: true,
            },
          },
        );
        expect(res.body.errors?.[0]?.extensions?.fields).toEqual({ dateOfBirth: message });
      }
      const { myApplication } = await borrower.data<{
        myApplication: { status: string; borrower: { dateOfBirth: string | null } };
      }>('{ myApplication { status borrower { dateOfBirth } } }');
      expect(myApplication).toEqual({ status: 'In Progress', borrower: { dateOfBirth: null } });
    });
  },
);
