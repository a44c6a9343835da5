import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { aPlanToSign, signAsShown } from '../helpers/planBuilders';
import { errorCode } from '../helpers/httpClient';
import { esignConsentRequired } from '../../api/domain/contractSignature';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const sign = `mutation($input: SignContractInput!) {
  signContract(input: $input) { nextRoute application { lastViewedPage agreedToActionPlan } }
}`;

describe.each(testDialects)('signing the plan at /contract/sign on %s', (dialect) => {
  let server: TestServer;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  async function borrowerWithPlan(withPlan = true) {
    n += 1;
    const email = `signer${n}.${dialect}@example.com`;
    const { application, borrower } = await aBorrowerAccount(server.database, email);
    if (withPlan)
      await aPlanToSign(server.database, application.id, {
        monthlyPaymentAmount: 310,
        termInMonths: 48,
        firstPaymentDate: '2026-12-15',
      });
    const client = await server.signIn(email, borrowerPassword);
    return { client, application, name: `${borrower.firstName} ${borrower.lastName}` };
  }

  it('records the typed name and the date, dates the plan, and goes on to the status page', async () => {
    const { client, application, name } = await borrowerWithPlan();
    const res = await signAsShown(client, application.id, { signedName: `  ${name.toUpperCase()} ` });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      signContract: { nextRoute: '/offers/status', application: { agreedToActionPlan: true } },
    });
    const { lastViewedPage } = (
      await client.data<{ myApplication: { lastViewedPage: string } }>('{ myApplication { lastViewedPage } }')
    ).myApplication;
    expect(lastViewedPage).toBe('OfferStatus');
    const { db, t } = server.database;
    const [plan] = await db
      .select()
      .from(t.dmpEnrollments)
      .where(eq(t.dmpEnrollments.applicationId, application.id));
    expect(plan.dateSigned).toBe(new Date().toISOString().slice(0, 10));
    const lead = await server.signIn('lead@example.org');
    const staffView = await lead.data<{
      Application: { contractSignature: { signedName: string; signedAt: string } };
    }>('query($id: ID!) { Application(id: $id) { contractSignature { signedName signedAt } } }', {
      id: application.id,
    });
    expect(staffView.Application.contractSignature.signedName).toBe(name.toUpperCase());
    const again = await client.gql(sign, {
      input: {
        applicationId: application.id,
        signedName: name,
        agreedToTerms: true,
        agreedToElectronicRecords: true,
        termsDigest: 'any',
      },
    });
    expect(again.body.errors?.[0]?.message).toBe('This plan is already signed.');
  });

  it('refuses another name, a missing agreement, and a plan not made yet, saving nothing', async () => {
    const { client, application } = await borrowerWithPlan();
    const wrong = await client.gql(sign, {
      input: { applicationId: application.id, signedName: 'Someone Else', agreedToTerms: false },
    });
    expect(wrong.body.errors?.[0]?.extensions?.fields).toEqual({
      agreedToElectronicRecords: esignConsentRequired,
      // The refusal says what to type: the name on the application.
      signedName: expect.stringMatching(
        /^Full name is invalid: type your name as it is on your application: \S.+$/,
      ),
      agreedToTerms: 'agreement required',
    });
    const empty = await client.gql(sign, {
      input: { applicationId: application.id, agreedToTerms: true, agreedToElectronicRecords: true },
    });
    expect(empty.body.errors?.[0]?.extensions?.fields).toEqual({ signedName: 'Full name is required' });
    const noPlan = await borrowerWithPlan(false);
    const refused = await noPlan.client.gql(sign, {
      input: {
        applicationId: noPlan.application.id,
        signedName: noPlan.name,
        agreedToTerms: true,
        agreedToElectronicRecords: true,
      },
    });
    expect(errorCode(refused)).toBe('CONFLICT');
    const { db, t } = server.database;
    expect(
      await db
        .select()
        .from(t.contractSignatures)
        .where(eq(t.contractSignatures.applicationId, application.id)),
    ).toEqual([]);
  });

  it('only the borrower signs: a rep or another borrower is refused', async () => {
    const { application, name } = await borrowerWithPlan();
    const rep = await server.signIn('rep1@example.org');
    const consented = { signedName: name, agreedToTerms: true, agreedToElectronicRecords: true };
    const byRep = await rep.gql(sign, { input: { applicationId: application.id, ...consented } });
    expect(errorCode(byRep)).toBe('FORBIDDEN');
    const other = await borrowerWithPlan();
    const byOther = await other.client.gql(sign, { input: { applicationId: application.id, ...consented } });
    expect(errorCode(byOther)).toBe('NOT_FOUND');
  });
});
