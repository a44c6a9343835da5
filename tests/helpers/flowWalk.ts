import type { HttpClient } from './httpClient';
import type { TestServer } from './testServer';

export interface Step {
  nextRoute: string;
  application: {
    id: string;
    status: string;
    lastCompletedPage: string;
    lastViewedPage: string;
    creditPullStatus: string;
  };
}

export const stepFields =
  'nextRoute application { id status lastCompletedPage lastViewedPage creditPullStatus }';

/** saveLifeEvents takes LifeEventsInput; connectBankAccount takes ConnectBankAccountInput. */
const inputTypeOf = (mutation: string) =>
  mutation.startsWith('connect') ? 'ConnectBankAccountInput' : `${mutation.replace(/^[a-z]+/, '')}Input`;

export async function step(
  client: HttpClient,
  mutation: string,
  input: Record<string, unknown>,
): Promise<Step> {
  const data = await client.data<Record<string, Step>>(
    `mutation($input: ${inputTypeOf(mutation)}!) { ${mutation}(input: $input) { ${stepFields} } }`,
    { input },
  );
  return data[mutation];
}

/** A new borrower through About you, life events, credit history (or the rental pages), your contact and income. */
export async function walkToExpensesPage(
  server: TestServer,
  who: {
    lastName: string;
    email: string;
    income: number;
    type?: 'credit' | 'rental';
    /** Credit history answers in place of a renter with no household. */
    household?: Record<string, unknown>;
  },
) {
  const borrower = server.client();
  const { saveAboutYou } = await borrower.data<{ saveAboutYou: Step }>(
    `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
    {
      input: {
        firstName: 'Dana',
        lastName: who.lastName,
        email: who.email,
        phoneNumber: '512-867-5309',
        agreedToTerms: true,
        ...(who.type === 'rental' ? { applicationType: 'rental', router: 'eden' } : {}),
      },
    },
  );
  const applicationId = saveAboutYou.application.id;
  await step(borrower, 'saveLifeEvents', { applicationId, hardships: [] });
  if (who.type === 'rental') {
    await step(borrower, 'saveRentalInformation', {
      applicationId,
      hasBackRent: false,
      monthlyRentPayment: 950,
      hasReceivedRentalSupportInPast: false,
      hasUsedCreditCardToPayRent: false,
      numberOfPeopleLivingWithBorrower: 2,
    });
    await step(borrower, 'savePersonalInformation', { applicationId });
  } else {
    await step(borrower, 'saveCreditHistory', {
      applicationId,
      hasSpouse: false,
      hasDependents: false,
      isHomeowner: false,
      isCarOwner: false,
      hasBackRent: false,
      monthlyRentOrMortgageAmount: 900,
      ...who.household,
    });
  }
  await step(borrower, 'saveYourContact', {
    applicationId,
    addressLine1: '9 Oak Avenue',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    dateOfBirth: '07-30-1975',
    preferredLanguage: 'en',
    consentForCreditInquiry: true,
  });
  await step(borrower, 'saveMonthlyIncome', { applicationId, selfReportedMonthlyCurrentIncome: who.income });
  const { myApplication } = await borrower.data<{
    myApplication: {
      expenseEstimates: { id: string; estimatedValue: number; selfReportedValue: number | null }[];
    };
  }>('{ myApplication { expenseEstimates { id estimatedValue selfReportedValue } } }');
  const lines = myApplication.expenseEstimates.map((e) => ({
    id: e.id,
    selfReportedValue: Math.min(99999, Math.round(e.selfReportedValue ?? e.estimatedValue)),
  }));
  return { borrower, applicationId, lines };
}

/** The sandbox bank's first institution linked, as Link's success would (connectBankAccount). */
export async function connectSandboxBank(borrower: HttpClient, applicationId: string): Promise<Step> {
  const { bankLinkToken } = await borrower.data<{
    bankLinkToken: { institutions: { institutionId: string; name: string; publicToken: string }[] };
  }>(
    'query($id: ID!) { bankLinkToken(applicationId: $id) { institutions { institutionId name publicToken } } }',
    { id: applicationId },
  );
  const [bank] = bankLinkToken.institutions;
  return step(borrower, 'connectBankAccount', {
    applicationId,
    publicToken: bank.publicToken,
    institutionId: bank.institutionId,
    institutionName: bank.name,
  });
}
