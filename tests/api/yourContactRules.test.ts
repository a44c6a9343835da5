import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { step, stepFields, walkToExpensesPage, type Step } from '../helpers/flowWalk';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * Your contact's two decisions (docs/decisions/0144, 0146): the form takes anyone 13 or older, but no
 * credit report is pulled for an applicant or spouse under 18 — a counsellor helps them, and nothing
 * typed is lost; and a sent Your contact can correct its address, nothing else, with no new pull.
 */

/** MM-DD-YYYY of the day `years` ago. */
const bornYearsAgo = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day.getUTCMonth() + 1)}-${two(day.getUTCDate())}-${day.getUTCFullYear()}`;
};

interface Contact {
  status: string;
  creditPullStatus: string;
  borrowerCreditReportId: string | null;
  spouseCreditReportId: string | null;
  lastViewedPage: string;
  borrower: { addressLine1: string | null; city: string | null; zipCode: string | null };
}
const contactFields =
  '{ myApplication { status creditPullStatus borrowerCreditReportId spouseCreditReportId lastViewedPage borrower { addressLine1 city zipCode } } }';

async function contactOf(borrower: HttpClient) {
  return (await borrower.data<{ myApplication: Contact }>(contactFields)).myApplication;
}

/** About you → life events → credit history → Your contact, with the given dates of birth. */
async function sendYourContact(
  server: TestServer,
  who: { email: string; dateOfBirth: string; spouseDateOfBirth?: string },
) {
  const borrower = server.client();
  const { saveAboutYou } = await borrower.data<{ saveAboutYou: Step }>(
    `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
    {
      input: {
        firstName: 'Jamie',
        lastName: 'Young',
        email: who.email,
        phoneNumber: '512-867-5309',
        agreedToTerms: true,
      },
    },
  );
  const applicationId = saveAboutYou.application.id;
  await step(borrower, 'saveLifeEvents', { applicationId, hardships: [] });
  await step(borrower, 'saveCreditHistory', {
    applicationId,
    hasSpouse: who.spouseDateOfBirth !== undefined,
    hasDependents: false,
    isHomeowner: false,
    isCarOwner: false,
    hasBackRent: false,
    monthlyRentOrMortgageAmount: 700,
  });
  const sent = await step(borrower, 'saveYourContact', {
    applicationId,
    addressLine1: '4 Birch Road',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    dateOfBirth: who.dateOfBirth,
    preferredLanguage: 'en',
    consentForCreditInquiry: true,
    ...(who.spouseDateOfBirth
      ? {
          spouse: {
            firstName: 'Sam',
            lastName: 'Young',
            dateOfBirth: who.spouseDateOfBirth,
            sameAddressAsBorrower: true,
            consentForCreditInquiry: true,
          },
        }
      : {}),
  });
  return { borrower, applicationId, sent };
}

describe.each(testDialects)('Your contact on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  it('takes a 16-year-old, keeps every answer, and pulls no credit report: a counsellor helps', async () => {
    const { borrower, sent } = await sendYourContact(server, {
      email: `minor.${dialect}@example.com`,
      dateOfBirth: bornYearsAgo(16),
    });
    expect(sent.nextRoute).toBe('/application/income/provide-monthly-income');
    const contact = await contactOf(borrower);
    expect(contact).toMatchObject({
      status: 'Submitted',
      creditPullStatus: 'notPulled',
      borrowerCreditReportId: null,
      borrower: { addressLine1: '4 Birch Road', city: 'Denver', zipCode: '80202' },
    });
  });

  it("pulls no report for either when the spouse is under 18, and pulls an adult's as before", async () => {
    const minorSpouse = await sendYourContact(server, {
      email: `minor.spouse.${dialect}@example.com`,
      dateOfBirth: bornYearsAgo(30),
      spouseDateOfBirth: bornYearsAgo(17),
    });
    expect(await contactOf(minorSpouse.borrower)).toMatchObject({
      creditPullStatus: 'notPulled',
      borrowerCreditReportId: null,
      spouseCreditReportId: null,
    });
    const adults = await sendYourContact(server, {
      email: `adults.${dialect}@example.com`,
      dateOfBirth: bornYearsAgo(30),
      spouseDateOfBirth: bornYearsAgo(18),
    });
    const contact = await contactOf(adults.borrower);
    expect(contact.creditPullStatus).toBe('pulled');
    expect(contact.borrowerCreditReportId).not.toBeNull();
  });

  it('refuses under 13 with the reason and changes nothing', async () => {
    const borrower = server.client();
    const { saveAboutYou } = await borrower.data<{ saveAboutYou: Step }>(
      `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
      {
        input: {
          firstName: 'Kim',
          lastName: 'Child',
          email: `child.${dialect}@example.com`,
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
    const refused = await borrower.gql(
      `mutation($input: YourContactInput!) { saveYourContact(input: $input) { nextRoute } }`,
      {
        input: {
          applicationId,
          addressLine1: '4 Birch Road',
          city: 'Denver',
          state: 'CO',
          zipCode: '80202',
          dateOfBirth: bornYearsAgo(12),
          preferredLanguage: 'en',
          consentForCreditInquiry: true,
        },
      },
    );
    expect(refused.body.errors?.[0].extensions?.fields).toEqual({
      dateOfBirth: 'You must be at least 13 years old',
    });
    expect(await contactOf(borrower)).toMatchObject({
      status: 'In Progress',
      creditPullStatus: 'notAttempted',
      borrower: { addressLine1: null },
    });
  });

  it('corrects a sent address, and only the address: no new pull, the resume point stays', async () => {
    const { borrower, applicationId } = await walkToExpensesPage(server, {
      lastName: 'Typo',
      email: `typo.${dialect}@example.com`,
      income: 3200,
    });
    const before = await contactOf(borrower);
    expect(before.borrower.addressLine1).toBe('9 Oak Avenue');

    const correct = (zipCode: string) =>
      borrower.gql(
        `mutation($input: AddressCorrectionInput!) { correctAddress(input: $input) { nextRoute } }`,
        { input: { applicationId, addressLine1: '19 Oak Avenue', city: 'Denver', state: 'CO', zipCode } },
      );
    const refused = await correct('8020');
    expect(refused.body.errors?.[0].extensions?.fields).toEqual({
      zipCode: 'Zip is invalid: type the 5 digits of the ZIP code',
    });
    expect((await contactOf(borrower)).borrower.addressLine1).toBe('9 Oak Avenue');

    const corrected = await correct('80203');
    expect(corrected.body.data).toEqual({ correctAddress: { nextRoute: '/application/expenses' } });
    expect(await contactOf(borrower)).toEqual({
      ...before,
      borrower: { addressLine1: '19 Oak Avenue', city: 'Denver', zipCode: '80203' },
    });
  });
});
