import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFirstLeadLink } from '../../api/services/workspaceSetup';
import { nextMailTo } from '../helpers/accounts';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * The attack of issue 40, finding 1 (High): a mailed reset code gave a live staff session with no
 * password and no authenticator code. Every way into a staff session ends at the second factor on
 * live (SECURITY.md §31).
 */
describe.each(testDialects)('one gate for sign-in on %s', (dialect) => {
  let server: TestServer;
  let lead: HttpClient;
  let reps = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    lead = await server.signIn('lead@example.org');
  });
  afterAll(() => server?.close());

  /** A rep as a lead makes one on live: a chosen password, to be changed at the first sign-in. */
  async function aNewRep() {
    reps += 1;
    const email = `gate.rep${reps}.${dialect}@example.org`;
    await lead.data(
      `mutation { createRep(name: "Gate Rep", email: "${email}", password: "Ch0sen!temp${reps}") { id } }`,
    );
    return email;
  }

  const resetWithMailedCode = async (email: string, client: HttpClient) => {
    const { code } = await nextMailTo(server.database, email, () =>
      client.post('/auth/forgot-password', { email }),
    );
    return client.post<{ signedIn: boolean; secondFactor?: string; user?: unknown }>('/auth/reset-password', {
      email,
      code,
      newPassword: 'My own w4y in',
      firstName: 'Gate',
      lastName: 'Rep',
      phoneNumber: '512-555-0142',
    });
  };

  it('a mailed reset code leaves a live rep at the second factor, not in the console', async () => {
    const email = await aNewRep();
    const stranger = server.client();
    const reset = await resetWithMailedCode(email, stranger);
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ signedIn: false, user: null, secondFactor: 'enrol' });
    expect(errorCode(await stranger.gql('{ allApplications(perPage: 1) { id } }'))).toBe('UNAUTHENTICATED');
    expect((await stranger.get<{ user: unknown }>('/auth/me')).body.user).toBeNull();
    // The authenticator enrolled, the same session is signed in.
    const enrolment = await stranger.post<{ secret: string }>('/auth/two-factor/enrolment', {});
    const confirmed = await stranger.post('/auth/two-factor/enrolment/confirm', {
      code: await server.codeFor(enrolment.body.secret),
    });
    expect(confirmed.status).toBe(200);
    expect(
      (await stranger.data<{ allApplications: unknown[] }>('{ allApplications(perPage: 1) { id } }'))
        .allApplications,
    ).toBeDefined();
  });

  it('a reset code of a rep who has an authenticator asks for its code', async () => {
    const email = await aNewRep();
    // The rep enrolled at a first sign-in and still has the lead's password to change.
    await server.signIn(email, `Ch0sen!temp${reps}`);
    const client = server.client();
    const reset = await resetWithMailedCode(email, client);
    expect(reset.body).toEqual({ signedIn: false, user: null, secondFactor: 'verify' });
    expect(errorCode(await client.gql('{ allApplications(perPage: 1) { id } }'))).toBe('UNAUTHENTICATED');
    const proved = await client.post('/auth/two-factor', { code: await server.oneTimeCode(email) });
    expect(proved.status).toBe(200);
    expect(errorCode(await client.gql('{ allApplications(perPage: 1) { id } }'))).toBeUndefined();
  });

  it("a reset ends the account's other sessions", async () => {
    const email = await aNewRep();
    const before = await server.signIn(email, `Ch0sen!temp${reps}`);
    expect((await before.get<{ user: unknown }>('/auth/me')).body.user).not.toBeNull();
    await resetWithMailedCode(email, server.client());
    expect((await before.get<{ user: unknown }>('/auth/me')).body.user).toBeNull();
  });

  it('the first-lead link sets an account and signs nobody in: the lead then enrols at sign-in', async () => {
    const empty = await startTestServer(dialect, { withStaff: false });
    try {
      const token = (await issueFirstLeadLink(empty.database, new Date()))!;
      const client = empty.client();
      const res = await client.post('/auth/first-lead', {
        token,
        email: `first.lead.${dialect}@example.org`,
        name: 'First Lead',
        password: 'Our agency 2026',
        confirmPassword: 'Our agency 2026',
      });
      expect(res.status).toBe(200);
      expect((await client.get<{ user: unknown }>('/auth/me')).body.user).toBeNull();
      const signIn = await client.post('/auth/sign-in', {
        username: `first.lead.${dialect}@example.org`,
        password: 'Our agency 2026',
      });
      expect(signIn.body).toEqual({ user: null, secondFactor: 'enrol' });
    } finally {
      await empty.close();
    }
  });
});
