import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { stepFields } from '../helpers/flowWalk';
import { latestCodeTo, latestEmailTo } from '../helpers/outbox';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * 'Send the link again' (issue 21): a new applicant who opens My account before setting a password
 * gets the initial e-mail's link once more, in their language, limited like every account mail.
 */
describe.each(testDialects)('the set-password link sent again on %s', (dialect) => {
  let server: TestServer;
  let people = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  async function aNewApplicant(language: 'en' | 'es' = 'en') {
    people += 1;
    const email = `new${people}.${dialect}@example.com`;
    const client = server.client();
    const res = await client.gql(
      `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
      {
        input: {
          firstName: 'Nia',
          lastName: 'Okafor',
          email,
          phoneNumber: '312-555-2368',
          agreedToTerms: true,
          preferredLanguage: language,
        },
      },
    );
    expect(res.body).not.toHaveProperty('errors');
    return { client, email };
  }

  const outboxCount = async (email: string) => {
    const { db, t } = server.database;
    return (await db.select().from(t.emailOutbox)).filter((mail) => mail.to === email).length;
  };

  it('sends the initial e-mail again with a new link; the old one no longer works', async () => {
    const { client, email } = await aNewApplicant();
    const first = await latestCodeTo(server.database, email);
    const res = await client.post('/auth/set-password-link', { language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, sent: true });
    const again = await latestCodeTo(server.database, email);
    expect(again.mail.template).toBe('initialEmail');
    expect(again.mail.subject).toBe('Your free debt-relief analysis: set your password');
    expect(again.code).not.toBe(first.code);
    expect(again.link).toContain(`code=${again.code}`);
    const old = await server.client().post('/auth/verification-code', { email, code: first.code });
    expect(old.status).toBe(400);
    const fresh = await server.client().post('/auth/verification-code', { email, code: again.code });
    expect(fresh.status).toBe(200);
  });

  it("writes in the borrower's language", async () => {
    const { client, email } = await aNewApplicant('es');
    await client.post('/auth/set-password-link', { language: 'en' });
    const mail = await latestEmailTo(server.database, email);
    expect(mail.template).toBe('initialEmail');
    expect(mail.text).toMatch(/contraseña/);
  });

  it('sends nothing to an account that has its password, and nothing to a stranger', async () => {
    const email = `settled.${dialect}@example.com`;
    await aBorrowerAccount(server.database, email);
    const settled = await server.signIn(email, borrowerPassword);
    const before = await outboxCount(email);
    expect((await settled.post('/auth/set-password-link', {})).body).toEqual({ ok: true, sent: false });
    expect(await outboxCount(email)).toBe(before);
    expect((await server.client().post('/auth/set-password-link', {})).status).toBe(401);
  });

  it('the sixth request of one account in the window gets 429', async () => {
    const { client } = await aNewApplicant();
    for (let i = 0; i < 5; i++) expect((await client.post('/auth/set-password-link', {})).status).toBe(200);
    const refused = await client.post('/auth/set-password-link', {});
    expect(refused.status).toBe(429);
  });
});
