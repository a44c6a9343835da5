import { cookieNames } from '../api/workspace';
/*
 * A new borrower walked through the application by the GraphQL API to a qualified decision, so the
 * measurements of the application's and the offers' pages see them as a signed-in borrower does.
 * Answers the session cookie.
 */
export async function borrowerAtSuccess(origin: string): Promise<string> {
  let cookie = '';
  const call = async <T>(query: string, variables: object): Promise<T> => {
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(cookie && { cookie }) },
      body: JSON.stringify({ query, variables }),
    });
    const session = res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair.startsWith(`${cookieNames.training}=`));
    if (session) cookie = session;
    const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (!body.data || body.errors) throw new Error(`bench borrower: ${body.errors?.[0]?.message}`);
    return body.data;
  };
  const step = (mutation: string, inputType: string, input: object) =>
    call<Record<string, { nextRoute: string; application: { id: string } }>>(
      `mutation($input: ${inputType}!) { ${mutation}(input: $input) { nextRoute application { id } } }`,
      { input },
    ).then((data) => data[mutation]);

  const { application } = await step('saveAboutYou', 'AboutYouInput', {
    firstName: 'Bench',
    lastName: 'Borrower',
    email: `bench.${Date.now()}@example.com`,
    phoneNumber: '512-867-5309',
    agreedToTerms: true,
  });
  const applicationId = application.id;
  await step('saveLifeEvents', 'LifeEventsInput', { applicationId, hardships: [] });
  await step('saveCreditHistory', 'CreditHistoryInput', {
    applicationId,
    hasSpouse: false,
    hasDependents: false,
    isHomeowner: false,
    isCarOwner: true,
    hasBackRent: false,
    monthlyRentOrMortgageAmount: 1200,
  });
  await step('saveYourContact', 'YourContactInput', {
    applicationId,
    addressLine1: '9 Oak Avenue',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    dateOfBirth: '07-30-1975',
    preferredLanguage: 'en',
    consentForCreditInquiry: true,
  });
  await step('saveMonthlyIncome', 'MonthlyIncomeInput', {
    applicationId,
    selfReportedMonthlyCurrentIncome: 9000,
  });
  const { myApplication } = await call<{
    myApplication: {
      expenseEstimates: { id: string; estimatedValue: number; selfReportedValue: number | null }[];
    };
  }>('{ myApplication { expenseEstimates { id estimatedValue selfReportedValue } } }', {});
  const lines = myApplication.expenseEstimates.map((line) => ({
    id: line.id,
    selfReportedValue: Math.min(99_999, Math.round(line.selfReportedValue ?? line.estimatedValue)),
  }));
  await step('submitExpenses', 'ExpensesInput', { applicationId, lines });
  await step('saveReasonForNotConnecting', 'ReasonForNotConnectingInput', {
    applicationId,
    reason: "I don't have a bank account",
  });
  await call('mutation($id: ID!) { presentDecision(applicationId: $id) { nextRoute } }', {
    id: applicationId,
  });
  return cookie;
}
