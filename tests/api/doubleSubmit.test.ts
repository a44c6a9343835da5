import { eq, inArray, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tables } from '../../db/client';
import { aPlanToSign } from '../helpers/planBuilders';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { stepFields } from '../helpers/flowWalk';
import type { GraphqlBody, HttpClient, HttpResult } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const inputTypeOf = (mutation: string) =>
  mutation.startsWith('connect') ? 'ConnectBankAccountInput' : `${mutation.replace(/^[a-z]+/, '')}Input`;

/** The same step sent twice at once, with the same session, as a double tap or a retried request does. */
async function twice(client: HttpClient, mutation: string, input: Record<string, unknown>) {
  const query = `mutation($input: ${inputTypeOf(mutation)}!) { ${mutation}(input: $input) { ${stepFields} } }`;
  const answers = await Promise.all([client.gql(query, { input }), client.gql(query, { input })]);
  return answers;
}

/** Both answers are the step's: no INTERNAL, no error of any kind, the same next page. */
function expectBothAnswered(answers: HttpResult<GraphqlBody>[], mutation: string) {
  for (const answer of answers) expect(answer.body.errors, mutation).toBeUndefined();
  const [a, b] = answers.map((answer) => (answer.body.data?.[mutation] as { nextRoute: string }).nextRoute);
  expect(a, mutation).toBe(b);
  return a;
}

describe.each(testDialects)(
  'each borrower step fired twice at once makes one of each record on %s',
  (dialect) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(() => server?.close());

    async function count(table: keyof Tables, where: (t: Tables) => SQL) {
      const { db, t } = server.database;
      const rows = await db
        .select()
        .from(t[table] as Tables['applications'])
        .where(where(t));
      return rows.length;
    }

    it('a credit application, About you to the accepted offer', async () => {
      const borrower = server.client();
      const email = `twice.${dialect}@example.com`;
      const aboutYou = {
        firstName: 'Tess',
        lastName: 'Twice',
        email,
        phoneNumber: '512-867-5309',
        agreedToTerms: true,
      };
      // The first About you creates the account: the twin finds it made, and at most one answer refuses.
      const created = await twice(borrower, 'saveAboutYou', aboutYou);
      const madeOne = created.filter((answer) => !answer.body.errors);
      expect(madeOne.length).toBeGreaterThanOrEqual(1);
      for (const answer of created.filter((a) => a.body.errors))
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(await count('users', (t) => eq(t.users.email, email))).toBe(1);
      expect(await count('borrowers', (t) => eq(t.borrowers.email, email))).toBe(1);
      const applicationId = (madeOne[0].body.data?.saveAboutYou as { application: { id: string } })
        .application.id;
      const client = borrower;
      expect(await count('applications', (t) => eq(t.applications.id, applicationId))).toBe(1);

      expectBothAnswered(await twice(client, 'saveAboutYou', { ...aboutYou, applicationId }), 'saveAboutYou');
      expectBothAnswered(
        await twice(client, 'saveLifeEvents', {
          applicationId,
          hardships: [{ key: 'hasJobLossOrReducedIncome', value: true }],
        }),
        'saveLifeEvents',
      );
      expect(await count('hardships', (t) => eq(t.hardships.applicationId, applicationId))).toBe(8);
      expectBothAnswered(
        await twice(client, 'saveCreditHistory', {
          applicationId,
          hasSpouse: true,
          hasDependents: false,
          isHomeowner: false,
          isCarOwner: true,
          hasBackRent: false,
          monthlyRentOrMortgageAmount: 1100,
        }),
        'saveCreditHistory',
      );
      expectBothAnswered(
        await twice(client, 'saveYourContact', {
          applicationId,
          addressLine1: '12 Pleasant Street',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          dateOfBirth: '04-12-1980',
          preferredLanguage: 'en',
          consentForCreditInquiry: true,
          spouse: {
            firstName: 'Sam',
            lastName: 'Twice',
            email: `sam.twice.${dialect}@example.com`,
            phoneNumber: '512-867-5310',
            dateOfBirth: '05-06-1981',
            sameAddressAsBorrower: true,
            consentForCreditInquiry: true,
          },
        }),
        'saveYourContact',
      );
      expect(await count('spouses', (t) => eq(t.spouses.spouseApplicationId, applicationId))).toBe(1);
      expect(await count('creditReports', (t) => eq(t.creditReports.applicationId, applicationId))).toBe(2);

      expectBothAnswered(
        await twice(client, 'saveMonthlyIncome', { applicationId, selfReportedMonthlyCurrentIncome: 9000 }),
        'saveMonthlyIncome',
      );
      const { myApplication } = await client.data<{
        myApplication: {
          expenseEstimates: { id: string; estimatedValue: number; selfReportedValue: number | null }[];
        };
      }>('{ myApplication { expenseEstimates { id estimatedValue selfReportedValue } } }');
      expect(myApplication.expenseEstimates).toHaveLength(38);
      const lines = myApplication.expenseEstimates.map((e) => ({
        id: e.id,
        selfReportedValue: e.selfReportedValue ?? e.estimatedValue,
      }));

      expect(
        expectBothAnswered(await twice(client, 'submitExpenses', { applicationId, lines }), 'submitExpenses'),
      ).toBe('/application/bank-connection');
      const { db, t } = server.database;
      const reportIds = (
        await db.select().from(t.creditReports).where(eq(t.creditReports.applicationId, applicationId))
      ).map((r) => r.id);
      expect(await count('riskScores', (tt) => inArray(tt.riskScores.creditReportId, reportIds))).toBe(2);
      expect(await count('decisions', (tt) => eq(tt.decisions.applicationId, applicationId))).toBe(1);
      expect(
        await count('proposedBudgets', (tt) => eq(tt.proposedBudgets.applicationId, applicationId)),
      ).toBe(1);
      const [application] = await db
        .select()
        .from(t.applications)
        .where(eq(t.applications.id, applicationId));
      expect(
        await count('debtScores', (tt) => eq(tt.debtScores.borrowerId, application.applicationBorrowerId!)),
      ).toBe(1);

      const bank = {
        applicationId,
        publicToken: 'sandbox-public-ins_109508-0123456789abcdef',
        institutionId: 'ins_109508',
        institutionName: 'First Platypus Bank',
      };
      expect(expectBothAnswered(await twice(client, 'connectBankAccount', bank), 'connectBankAccount')).toBe(
        '/offers/success',
      );
      expect(await count('bankItems', (tt) => eq(tt.bankItems.applicationId, applicationId))).toBe(1);
      expect(
        await count('incomeSnapshots', (tt) =>
          eq(tt.incomeSnapshots.borrowerId, application.applicationBorrowerId!),
        ),
      ).toBe(1);

      const decisionStep = (name: string) =>
        Promise.all(
          [0, 1].map(() =>
            client.gql(`mutation($id: ID!) { ${name}(applicationId: $id) { ${stepFields} } }`, {
              id: applicationId,
            }),
          ),
        );
      expect(expectBothAnswered(await decisionStep('presentDecision'), 'presentDecision')).toBe(
        '/offers/success',
      );
      expect(
        await count('outreachEvents', (tt) =>
          eq(tt.outreachEvents.borrowerId, application.applicationBorrowerId!),
        ),
      ).toBe(1);
      expect(expectBothAnswered(await decisionStep('acceptDecision'), 'acceptDecision')).toBe(
        '/offers/call-us',
      );
      expect(await count('decisions', (tt) => eq(tt.decisions.applicationId, applicationId))).toBe(1);
    });

    it('a rental application, rental information to call-us', async () => {
      const client = server.client();
      const email = `twice.rental.${dialect}@example.com`;
      const { saveAboutYou } = await client.data<{ saveAboutYou: { application: { id: string } } }>(
        `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
        {
          input: {
            firstName: 'Rita',
            lastName: 'Twice',
            email,
            phoneNumber: '512-867-5309',
            agreedToTerms: true,
            applicationType: 'rental',
            router: 'eden',
          },
        },
      );
      const applicationId = saveAboutYou.application.id;
      expectBothAnswered(
        await twice(client, 'saveRentalInformation', {
          applicationId,
          hasBackRent: true,
          backRentAmount: 1800,
          monthlyRentPayment: 1200,
          hasReceivedRentalSupportInPast: false,
          hasUsedCreditCardToPayRent: true,
          numberOfPeopleLivingWithBorrower: 3,
        }),
        'saveRentalInformation',
      );
      expectBothAnswered(
        await twice(client, 'savePersonalInformation', { applicationId, race: 'Asian' }),
        'savePersonalInformation',
      );
      expect(
        await count('rentalApplications', (t) => eq(t.rentalApplications.applicationId, applicationId)),
      ).toBe(1);
      expectBothAnswered(
        await twice(client, 'saveYourContact', {
          applicationId,
          addressLine1: '9 Oak Avenue',
          city: 'Denver',
          state: 'CO',
          zipCode: '80202',
          dateOfBirth: '07-30-1975',
          preferredLanguage: 'en',
          consentForCreditInquiry: true,
        }),
        'saveYourContact',
      );
      await client.data(
        `mutation($input: MonthlyIncomeInput!) { saveMonthlyIncome(input: $input) { nextRoute } }`,
        { input: { applicationId, selfReportedMonthlyCurrentIncome: 2500 } },
      );
      const { myApplication } = await client.data<{ myApplication: { expenseEstimates: { id: string }[] } }>(
        '{ myApplication { expenseEstimates { id } } }',
      );
      const lines = myApplication.expenseEstimates.map((e) => ({ id: e.id, selfReportedValue: 10 }));
      expect(
        expectBothAnswered(await twice(client, 'submitExpenses', { applicationId, lines }), 'submitExpenses'),
      ).toBe('/offers/call-us');
      const { db, t } = server.database;
      const [application] = await db
        .select()
        .from(t.applications)
        .where(eq(t.applications.id, applicationId));
      expect(
        await count('outreachEvents', (tt) =>
          eq(tt.outreachEvents.borrowerId, application.applicationBorrowerId!),
        ),
      ).toBe(1);
    });

    it('signing the plan twice at once keeps one signature, and the twin is told it is signed', async () => {
      const email = `twice.signer.${dialect}@example.com`;
      const { application, borrower } = await aBorrowerAccount(server.database, email);
      await aPlanToSign(server.database, application.id);
      const client = await server.signIn(email, borrowerPassword);
      const shown = await client.data<{ Application: { proposedPlanAgreement: { termsDigest: string } } }>(
        'query($id: ID!) { Application(id: $id) { proposedPlanAgreement { termsDigest } } }',
        { id: application.id },
      );
      const input = {
        applicationId: application.id,
        signedName: `${borrower.firstName} ${borrower.lastName}`,
        agreedToTerms: true,
        agreedToElectronicRecords: true,
        termsDigest: shown.Application.proposedPlanAgreement.termsDigest,
      };
      const query = 'mutation($input: SignContractInput!) { signContract(input: $input) { nextRoute } }';
      const answers = await Promise.all([client.gql(query, { input }), client.gql(query, { input })]);
      const refused = answers.filter((a) => a.body.errors);
      expect(refused).toHaveLength(1);
      expect(refused[0].body.errors?.[0]).toMatchObject({
        message: 'This plan is already signed.',
        extensions: { code: 'CONFLICT' },
      });
      expect(
        await count('contractSignatures', (tt) => eq(tt.contractSignatures.applicationId, application.id)),
      ).toBe(1);
    });
  },
);
