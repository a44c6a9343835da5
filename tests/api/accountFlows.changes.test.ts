import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPassword } from '../helpers/accounts';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import type { HttpResult } from '../helpers/httpClient';
import { latestConfirmEmailLinkTo, latestEmailTo } from '../helpers/outbox';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

type ErrorBody = { errors: { message: string; extensions: { code: string } }[] };
const errorOf = (res: HttpResult) => (res.body as ErrorBody).errors?.[0];

describe.each(testDialects)('changing the password and the e-mail on %s', (dialect) => {
  let server: TestServer;
  const email = (name: string) => `${name}.${dialect}@example.com`;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  it('routes staff to the summary and a borrower to their last viewed page', async () => {
    const rep = await server.signIn('rep1@example.org');
    expect((await rep.get<{ user: { homeRoute: string } }>('/auth/me')).body.user.homeRoute).toBe(
      '/admin/#/summary',
    );
    const address = email('resumer');
    const { application } = await aBorrowerAccount(server.database, address);
    const { t } = server.database;
    await server.database.withTransaction((tx) =>
      tx
        .update(t.applications)
        .set({ lastViewedPage: 'Expenses' })
        .where(eq(t.applications.id, application.id)),
    );
    const signIn = await server.client().post<{ user: { homeRoute: string } }>('/auth/sign-in', {
      username: address,
      password: borrowerPassword,
    });
    expect(signIn.body.user.homeRoute).toBe('/application/expenses');
  });

  it('change password: a wrong current password or a weak new one is refused, success ends every session', async () => {
    const address = email('changer');
    await aBorrowerAccount(server.database, address);
    const here = await server.signIn(address, borrowerPassword);
    const elsewhere = await server.signIn(address, borrowerPassword);

    const wrong = await here.post('/auth/change-password', { oldPassword: 'Wr0ng!pass', newPassword });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong)).toMatchObject({
      message: 'The current password is incorrect.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const weak = await here.post('/auth/change-password', {
      oldPassword: borrowerPassword,
      newPassword: 'abc',
    });
    expect(errorOf(weak).message).toBe('Your new password does not meet the requirements.');

    const changed = await here.post('/auth/change-password', { oldPassword: borrowerPassword, newPassword });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ok: true });
    for (const old of [here, elsewhere]) {
      const replay = await old.post('/auth/change-email', { newEmail: email('replayed') });
      expect(replay.status).toBe(401);
    }
    expect((await latestEmailTo(server.database, address)).template).toBe('passwordChanged');
    const withNew = await server.client().post('/auth/sign-in', { username: address, password: newPassword });
    expect(withNew.status).toBe(200);
  });

  it('change e-mail: an invalid or taken address is refused; a confirmed change moves account and borrower, tells the old address', async () => {
    const address = email('mover');
    const takenAddress = email('occupant');
    await aBorrowerAccount(server.database, address);
    await aBorrowerAccount(server.database, takenAddress);
    const here = await server.signIn(address, borrowerPassword);
    const elsewhere = await server.signIn(address, borrowerPassword);

    const invalid = await here.post('/auth/change-email', { newEmail: 'not-an-address' });
    expect(invalid.status).toBe(400);
    const taken = await here.post('/auth/change-email', { newEmail: takenAddress.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toMatchObject({
      message:
        'An account with the given email address already exists. Please use a different email address.',
      extensions: { code: 'CONFLICT' },
    });

    const moved = email('moved');
    const asked = await here.post('/auth/change-email', { newEmail: `  ${moved.toUpperCase()} ` });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ ok: true });
    expect((await latestEmailTo(server.database, address)).template).toBe('emailChangeRequested');
    const { token } = await latestConfirmEmailLinkTo(server.database, moved);
    const changed = await server.client().post('/auth/confirm-email', { token });
    expect(changed.status).toBe(200);
    const notice = await latestEmailTo(server.database, address);
    expect(notice.template).toBe('emailChanged');
    expect(notice.text).toContain(moved);
    expect(
      (await elsewhere.post('/auth/change-password', { oldPassword: borrowerPassword, newPassword })).status,
    ).toBe(401);
    expect((await here.get<{ user: unknown }>('/auth/me')).body.user).toBeNull();

    const oldSignIn = await server
      .client()
      .post('/auth/sign-in', { username: address, password: borrowerPassword });
    expect(oldSignIn.status).toBe(401);
    const newSignIn = await server.client().post<{ user: { email: string } }>('/auth/sign-in', {
      username: moved,
      password: borrowerPassword,
    });
    expect(newSignIn.status).toBe(200);
    expect(newSignIn.body.user.email).toBe(moved);
    const { db, t } = server.database;
    const [borrower] = await db.select().from(t.borrowers).where(eq(t.borrowers.email, moved));
    expect(borrower).toBeDefined();
  });

  it('refuses both changes to someone not signed in', async () => {
    const anonymous = server.client();
    expect((await anonymous.post('/auth/change-password', { oldPassword: 'x', newPassword })).status).toBe(
      401,
    );
    expect((await anonymous.post('/auth/change-email', { newEmail: email('anyone') })).status).toBe(401);
    expect((await anonymous.post('/auth/complete-new-password', {})).status).toBe(401);
  });
});
