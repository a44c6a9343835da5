import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMustChangeAccount, newPassword, nextMailTo } from '../helpers/accounts';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { step, stepFields, type Step } from '../helpers/flowWalk';
import type { HttpResult } from '../helpers/httpClient';
import { latestCodeTo, latestEmailTo } from '../helpers/outbox';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const codeMismatch =
  'The supplied verification code is old. Please check your e-mail for the newest verification code.';
const codeExpired =
  'The supplied verification code has expired. Please check your e-mail for the newest verification code.';

type ErrorBody = { errors: { message: string; extensions: { code: string } }[] };
const errorOf = (res: HttpResult) => (res.body as ErrorBody).errors?.[0];

/** A wrong code that is surely not the right one. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(testDialects)('password reset and verification codes on %s', (dialect) => {
  let server: TestServer;
  let clockOffsetMs = 0;
  const email = (name: string) => `${name}.${dialect}@example.com`;

  beforeAll(async () => {
    server = await startTestServer(dialect, { now: () => new Date(Date.now() + clockOffsetMs) });
  });
  afterAll(() => server?.close());

  const forgot = (address: string) =>
    nextMailTo(server.database, address, () =>
      server.client().post('/auth/forgot-password', { email: address, language: 'en' }),
    );

  it('forgot password → code by e-mail → check → reset: the old password is refused, the new one works', async () => {
    const address = email('forgetful');
    await aBorrowerAccount(server.database, address);
    const oldSession = await server.signIn(address, borrowerPassword);

    const { result, mail, code } = await forgot(address);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ok: true });
    expect(mail.template).toBe('passwordResetCode');

    const site = server.client();
    const checked = await site.post('/auth/verification-code', { email: address, code });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ mustChangePassword: false, firstName: expect.any(String) });

    const reset = await site.post('/auth/reset-password', { email: address, code, newPassword });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ signedIn: false });
    expect((await latestEmailTo(server.database, address)).template).toBe('passwordChanged');

    expect((await oldSession.get<{ user: unknown }>('/auth/me')).body.user).toBeNull();
    const withOld = await server
      .client()
      .post('/auth/sign-in', { username: address, password: borrowerPassword });
    expect(withOld.status).toBe(401);
    const withNew = await server.client().post('/auth/sign-in', { username: address, password: newPassword });
    expect(withNew.status).toBe(200);

    const reused = await site.post('/auth/reset-password', {
      email: address,
      code,
      newPassword: 'An0ther!pass',
    });
    expect(reused.status).toBe(400);
    expect(errorOf(reused)).toEqual({
      message: codeMismatch,
      extensions: expect.objectContaining({ code: 'CODE_MISMATCH' }),
    });
  });

  it('the initial e-mail: About you → link → reset with name and phone → signed in at the last viewed page', async () => {
    const address = email('newcomer');
    const borrower = server.client();
    const { saveAboutYou } = await borrower.data<{ saveAboutYou: Step }>(
      `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
      {
        input: {
          firstName: 'Dana',
          lastName: 'Reyes',
          email: address,
          phoneNumber: '512-867-5309',
          agreedToTerms: true,
        },
      },
    );
    const applicationId = saveAboutYou.application.id;
    // The session About you opened is not restricted: the borrower carries on with the application.
    await step(borrower, 'saveLifeEvents', { applicationId, hardships: [] });

    const { code, link } = await latestCodeTo(server.database, address);
    expect(new URL(link!).searchParams.get('code')).toBe(code);
    const site = server.client();
    const checked = await site.post('/auth/verification-code', { email: address, code });
    expect(checked.body).toEqual({
      mustChangePassword: true,
      firstName: 'Dana',
      lastName: 'Reyes',
      phoneNumber: '512-867-5309',
    });

    const reset = await site.post<{
      signedIn: boolean;
      user: { email: string; homeRoute: string; name: string };
    }>('/auth/reset-password', {
      email: address,
      code,
      newPassword,
      firstName: ' Danielle ',
      lastName: 'Reyes',
      phoneNumber: '512-555-0101',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.signedIn).toBe(true);
    expect(reset.body.user).toMatchObject({
      email: address,
      name: 'Danielle Reyes',
      homeRoute: '/application/credit-history',
    });
    const me = await site.get<{ user: { mustChangePassword: boolean } }>('/auth/me');
    expect(me.body.user.mustChangePassword).toBe(false);
    // The About-you session was one of the user's sessions: it has ended.
    expect((await borrower.get<{ user: unknown }>('/auth/me')).body.user).toBeNull();

    const { db, t } = server.database;
    const [saved] = await db.select().from(t.borrowers).where(eq(t.borrowers.email, address));
    expect(saved).toMatchObject({ firstName: 'Danielle', phoneNumber: '512-555-0101' });
  });

  it('a wrong code counts a try and is CODE_MISMATCH; an unknown e-mail answers the same', async () => {
    const address = email('typo');
    await aBorrowerAccount(server.database, address);
    const { code } = await forgot(address);
    const wrong = await server
      .client()
      .post('/auth/verification-code', { email: address, code: otherThan(code!) });
    const unknown = await server
      .client()
      .post('/auth/verification-code', { email: email('nobody'), code: code! });
    expect([wrong.status, unknown.status]).toEqual([400, 400]);
    expect(wrong.body).toEqual(unknown.body);
    expect(errorOf(wrong).extensions.code).toBe('CODE_MISMATCH');
    const { db, t } = server.database;
    const rows = await db.select().from(t.verificationCodes);
    expect(rows.some((r) => r.attempts === 1)).toBe(true);
  });

  it('a code used 16 minutes later has expired: a new code is e-mailed and works, the old one no longer', async () => {
    const address = email('late');
    await aBorrowerAccount(server.database, address);
    const { code } = await forgot(address);
    clockOffsetMs = 16 * 60_000;
    try {
      const { result: expired, code: newCode } = await nextMailTo(server.database, address, () =>
        server.client().post('/auth/verification-code', { email: address, code }),
      );
      expect(expired.status).toBe(400);
      expect(errorOf(expired)).toMatchObject({ message: codeExpired, extensions: { code: 'CODE_EXPIRED' } });
      expect(newCode).not.toBe(code);
      const old = await server.client().post('/auth/reset-password', { email: address, code, newPassword });
      expect(errorOf(old).extensions.code).toBe('CODE_MISMATCH');
      const fresh = await server
        .client()
        .post('/auth/reset-password', { email: address, code: newCode, newPassword });
      expect(fresh.body).toEqual({ signedIn: false });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('after five wrong tries the code is dead: the sixth try is refused even with the right code', async () => {
    const address = email('guesser');
    await aBorrowerAccount(server.database, address);
    const { code } = await forgot(address);
    const client = server.client();
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/auth/verification-code', { email: address, code: otherThan(code!) });
      expect(errorOf(res).extensions.code).toBe('CODE_MISMATCH');
    }
    const right = await client.post('/auth/reset-password', { email: address, code, newPassword });
    expect(right.status).toBe(400);
    expect(errorOf(right).extensions.code).toBe('CODE_MISMATCH');
    const signIn = await server
      .client()
      .post('/auth/sign-in', { username: address, password: borrowerPassword });
    expect(signIn.status).toBe(200);
  });

  it('a refused new password does not spend the code', async () => {
    const address = email('weak');
    await aBorrowerAccount(server.database, address);
    const { code } = await forgot(address);
    const weak = await server
      .client()
      .post('/auth/reset-password', { email: address, code, newPassword: 'password1' });
    expect(weak.status).toBe(400);
    expect(errorOf(weak)).toMatchObject({
      message: 'Your new password does not meet the requirements.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badPhone = await server
      .client()
      .post('/auth/reset-password', { email: address, code, newPassword, phoneNumber: '5125550101' });
    expect(badPhone.status).toBe(400);
    const good = await server.client().post('/auth/reset-password', { email: address, code, newPassword });
    expect(good.body).toEqual({ signedIn: false });
  });
});

describe.each(testDialects)('must change password on %s', (dialect) => {
  let server: TestServer;
  const address = `temporary.${dialect}@example.org`;
  const temporary = 'Temp0rary!pass';

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await aMustChangeAccount(server.database, address, temporary);
  });
  afterAll(() => server?.close());

  const refused = async (res: Promise<HttpResult>) => {
    const answer = await res;
    expect(answer.status).toBe(403);
    expect(errorOf(answer)).toMatchObject({
      message: 'You must set a new password first.',
      extensions: { code: 'PASSWORD_CHANGE_REQUIRED' },
    });
  };

  it('a sign-in with the temporary password reaches only the password routes until a new one is set', async () => {
    const client = server.client();
    const signIn = await client.post<{ user: { mustChangePassword: boolean } }>('/auth/sign-in', {
      username: address,
      password: temporary,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.mustChangePassword).toBe(true);
    await refused(client.gql('{ me { id } }'));
    await refused(client.get('/api/users?groupname=CustomerService'));
    await refused(client.post('/auth/change-email', { newEmail: 'elsewhere@example.com' }));
    await refused(client.post('/AUTH/Change-Password/', { oldPassword: temporary, newPassword }));
    expect((await client.get('/auth/me')).status).toBe(200);

    const weak = await client.post('/auth/complete-new-password', {
      newPassword: 'short1',
      firstName: 'Tess',
      lastName: 'Mori',
      phoneNumber: '512-555-0199',
    });
    expect(errorOf(weak).message).toBe('Your new password does not meet the requirements.');
    const noName = await client.post('/auth/complete-new-password', {
      newPassword,
      firstName: '  ',
      lastName: 'Mori',
      phoneNumber: '512-555-0199',
    });
    expect(noName.status).toBe(400);
    expect(errorOf(noName).message).toBe('There was a problem updating your account. Please try again.');

    const restrictedCookie = client.cookie;
    const done = await client.post<{
      user: { name: string; mustChangePassword: boolean; homeRoute: string };
    }>('/auth/complete-new-password', {
      newPassword,
      firstName: 'Tess',
      lastName: 'Mori',
      phoneNumber: '512-555-0199',
    });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ name: 'Tess Mori', mustChangePassword: false });
    expect(client.cookie).not.toBe(restrictedCookie);
    const graphql = await client.gql('{ me { id } }');
    expect(graphql.status).toBe(200);
    expect(graphql.body.errors).toBeUndefined();
    expect((await latestEmailTo(server.database, address)).template).toBe('passwordChanged');

    const signInAgain = await server
      .client()
      .post('/auth/sign-in', { username: address, password: newPassword });
    expect(signInAgain.status).toBe(200);
    const again = await client.post('/auth/complete-new-password', {
      newPassword: 'Y3t!another',
      firstName: 'Tess',
      lastName: 'Mori',
      phoneNumber: '512-555-0199',
    });
    expect(errorOf(again).message).toBe('There was a problem updating your account. Please try again.');
  });
});
