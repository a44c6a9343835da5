import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breachedPasswordMessage, samePasswordMessage } from '../../api/domain/password';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * Issue 40's password findings: the common-password check was a 20-entry list (`Password1!` and
 * `Qwerty123!` passed), staff passwords were capped at 20 characters (no passphrases), and the
 * temporary password a lead typed was accepted as the rep's "new" one, so the lead kept knowing it.
 */
describe.each(testDialects)('passwords on %s', (dialect) => {
  let server: TestServer;
  let lead: HttpClient;
  let people = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    lead = await server.signIn('lead@example.org');
  });
  afterAll(() => server?.close());

  const aSignedInBorrower = async () => {
    people += 1;
    const email = `pw${people}.${dialect}@example.com`;
    await aBorrowerAccount(server.database, email);
    return server.signIn(email, borrowerPassword);
  };

  it.each(['Password1!', 'Qwerty123!', 'P@ssw0rd!', 'Jordan23'])(
    'refuses %s, a password from breached lists, naming why',
    async (password) => {
      const borrower = await aSignedInBorrower();
      const res = await borrower.post<{ errors: { message: string }[] }>('/auth/change-password', {
        oldPassword: borrowerPassword,
        newPassword: password,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe(breachedPasswordMessage);
    },
  );

  it('refuses a breached password as a rep’s first one', async () => {
    const res = await lead.gql(
      'mutation { createRep(name: "Weak Pick", email: "weak.pick@example.org", password: "Welcome123!") { id } }',
    );
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0].extensions?.fields).toEqual({ password: breachedPasswordMessage });
  });

  it('takes a passphrase of up to 128 characters, spaces included, and signs in with it', async () => {
    const borrower = await aSignedInBorrower();
    const passphrase = `${'correct horse '.repeat(9)}42`;
    expect(passphrase.length).toBe(128);
    const res = await borrower.post('/auth/change-password', {
      oldPassword: borrowerPassword,
      newPassword: passphrase,
    });
    expect(res.status).toBe(200);
    const again = server.client();
    const signIn = await again.post<{ user: { email: string } }>('/auth/sign-in', {
      username: `pw${people}.${dialect}@example.com`,
      password: passphrase,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.email).toBe(`pw${people}.${dialect}@example.com`);
    const tooLong = await again.post('/auth/change-password', {
      oldPassword: passphrase,
      newPassword: `${passphrase}x`,
    });
    expect(tooLong.status).toBe(400);
  });

  it("refuses the lead's temporary password as the rep's new one", async () => {
    const email = `temp.kept.${dialect}@example.org`;
    await lead.data(
      `mutation { createRep(name: "Temp Kept", email: "${email}", password: "Lead picked 42") { id } }`,
    );
    const rep = await server.signIn(email, 'Lead picked 42');
    const info = { firstName: 'Temp', lastName: 'Kept', phoneNumber: '512-555-0143' };
    const kept = await rep.post<{ errors: { message: string }[] }>('/auth/complete-new-password', {
      ...info,
      newPassword: 'Lead picked 42',
    });
    expect(kept.status).toBe(400);
    expect(kept.body.errors[0].message).toBe(samePasswordMessage);
    const own = await rep.post('/auth/complete-new-password', { ...info, newPassword: 'Only I know 42' });
    expect(own.status).toBe(200);
  });
});
