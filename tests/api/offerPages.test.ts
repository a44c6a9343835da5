import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noFees } from '../../api/domain/agencyFees';
import { planTermsOf } from '../../api/domain/agreementTerms';
import { aBorrowerAccount, aDecision, borrowerPassword } from '../helpers/builders';
import { errorCode } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const variants = [
  ['the partner agency', 'main'],
  ['another network agency', 'greenpath'],
] as const;

describe.each(testDialects)('the offers pages follow where the borrower stands on %s', (dialect) => {
  let server: TestServer;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  async function borrowerWith(options: { qualified: boolean; plan?: 'toSign' | 'signed' }) {
    n += 1;
    const email = `pages${n}.${dialect}@example.com`;
    const { application, borrower } = await aBorrowerAccount(server.database, email);
    const decision = await aDecision(server.database, application.id, { qualified: options.qualified });
    const { t } = server.database;
    if (options.plan)
      await server.database.withTransaction(async (tx) => {
        const row = { monthlyPaymentAmount: 310, termInMonths: 48, firstPaymentDate: '2027-01-15' };
        await tx.insert(t.dmpEnrollments).values({ applicationId: application.id, ...row });
        if (options.plan !== 'signed') return;
        // A version signed on these very terms (as api/services/flow/contract.ts keeps one).
        const signedAt = new Date().toISOString();
        const terms = {
          plan: planTermsOf({ kind: 'credit', row }),
          decisionId: decision.id,
          creditors: [],
          leftOut: [],
          fees: noFees,
          parties: [],
          contact: { agencyPhone: '', counselorPhone: '' },
        };
        const [version] = await tx
          .insert(t.planAgreements)
          .values({
            applicationId: application.id,
            version: 1,
            terms,
            createdAt: signedAt,
            signedAt,
            cancelUntil: '2099-01-01',
          })
          .returning();
        await tx.insert(t.contractSignatures).values({
          applicationId: application.id,
          agreementId: version.id,
          signedBy: borrower.owner!,
          signedName: `${borrower.firstName} ${borrower.lastName}`,
          agreedToTerms: true,
          signedAt,
        });
      });
    const client = await server.signIn(email, borrowerPassword);
    const pages = async () =>
      (await client.data<{ myApplication: { offerPages: string[] } }>('{ myApplication { offerPages } }'))
        .myApplication.offerPages;
    return { client, application, pages };
  }

  it('a declined borrower belongs on the decline, and their decline cannot be accepted', async () => {
    const { client, application, pages } = await borrowerWith({ qualified: false });
    // The guide and its monthly summary are a declined borrower's too: they call their creditors alone.
    expect(await pages()).toEqual(['/offers/decline', '/offers/lender-guide', '/offers/status']);
    const res = await client.gql('mutation($id: ID!) { acceptDecision(applicationId: $id) { nextRoute } }', {
      id: application.id,
    });
    expect(errorCode(res)).toBe('CONFLICT');
    const { db, t } = server.database;
    const decisions = await db.select().from(t.decisions);
    expect(decisions.find((d) => d.applicationId === application.id)?.wasAcceptedByBorrower).toBe(false);
  });

  it('a qualified borrower belongs on the offer, then on the call once accepted', async () => {
    const { client, application, pages } = await borrowerWith({ qualified: true });
    expect((await pages())[0]).toBe('/offers/success');
    await client.data('mutation($id: ID!) { acceptDecision(applicationId: $id) { nextRoute } }', {
      id: application.id,
    });
    expect((await pages())[0]).toBe('/offers/call-or-connect-account');
  });

  it('a declined borrower with a plan is sent to sign it, and once signed to the status page only', async () => {
    const toSign = await borrowerWith({ qualified: false, plan: 'toSign' });
    expect(await toSign.pages()).toEqual([
      '/contract/sign',
      '/offers/status',
      '/offers/call-us',
      '/offers/lender-guide',
    ]);
    const signed = await borrowerWith({ qualified: false, plan: 'signed' });
    expect(await signed.pages()).toEqual(['/offers/status', '/offers/call-us', '/offers/lender-guide']);
  });
});

describe.each(testDialects)('the deployment variant picks the offers pages on %s', (dialect) => {
  describe.each(variants)('%s (AGENCY=%s)', (_, agency) => {
    let server: TestServer;
    let n = 0;

    beforeAll(async () => {
      server = await startTestServer(dialect, { env: { AGENCY: agency } });
    });
    afterAll(() => server?.close());

    async function decided(qualified: boolean) {
      n += 1;
      const email = `variant${n}.${agency}.${dialect}@example.com`;
      const { application } = await aBorrowerAccount(server.database, email);
      await aDecision(server.database, application.id, { qualified });
      const { t } = server.database;
      await server.database.withTransaction((tx) =>
        tx
          .update(t.applications)
          .set({ creditPullStatus: 'pulled' })
          .where(eq(t.applications.id, application.id)),
      );
      const client = await server.signIn(email, borrowerPassword);
      const present = await client.data<{ presentDecision: { nextRoute: string } }>(
        'mutation($id: ID!) { presentDecision(applicationId: $id) { nextRoute } }',
        { id: application.id },
      );
      const { myApplication } = await client.data<{ myApplication: { offerPages: string[] } }>(
        '{ myApplication { offerPages } }',
      );
      const accept = await client.gql(
        'mutation($id: ID!) { acceptDecision(applicationId: $id) { nextRoute } }',
        { id: application.id },
      );
      return { nextRoute: present.presentDecision.nextRoute, pages: myApplication.offerPages, accept };
    }

    it('a qualified borrower is sent to its offer, and can take it only where Reduce My Payments exists', async () => {
      const { nextRoute, pages, accept } = await decided(true);
      if (agency === 'main') {
        expect(nextRoute).toBe('/offers/success');
        expect(pages[0]).toBe('/offers/success');
        expect(errorCode(accept)).toBeUndefined();
      } else {
        expect(nextRoute).toBe('/offers/proposed-payment-summary');
        expect(pages).toEqual(['/offers/proposed-payment-summary', '/offers/lender-guide', '/offers/status']);
        expect(errorCode(accept)).toBe('CONFLICT');
      }
    });

    it('a declined borrower reads the decline at the partner agency, else waits on pending', async () => {
      const { nextRoute, pages } = await decided(false);
      const expected = agency === 'main' ? '/offers/decline' : '/offers/pending';
      expect(nextRoute).toBe(expected);
      expect(pages).toEqual([expected, '/offers/lender-guide', '/offers/status']);
    });
  });
});
