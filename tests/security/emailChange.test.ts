import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertAccount } from '../../api/data/users';
import { repGroup } from '../../api/domain/permissions';
import {
  emailChangeLinkExpired,
  emailChangeLinkUnknown,
  emailChangeLinkUsed,
  sameEmail,
} from '../../api/domain/messages';
import { sessionEndedCode } from '../../api/graphql/subscriptionServer';
import { forgetEndedEmailChanges } from '../../api/services/accounts/changeEmail';
import { newPassword, nextMailTo } from '../helpers/accounts';
import { aBorrowerAccount, aBorrowerApplication, borrowerPassword } from '../helpers/builders';
import { fixturePasswordHash } from '../helpers/fixtureHash';
import type { HttpClient, HttpResult } from '../helpers/httpClient';
import { latestConfirmEmailLinkTo, latestEmailTo } from '../helpers/outbox';
import { openSocket } from '../helpers/subscriptionSocket';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';
import { startFakeSmtpServer, type FakeSmtpServer } from '../integrations/fakeSmtpServer';

type ErrorBody = { errors: { message: string; extensions: { code: string } }[] };
const errorOf = (res: HttpResult) => (res.body as ErrorBody).errors?.[0];
const hours = (n: number) => n * 3_600_000;

/*
 * Issue 40 (Low): /auth/change-email changed the sign-in address at once; nothing proved the new
 * address was the person's. Now the request changes nothing: a link goes to the new address and a
 * notice to the old one, and only the link, used once within 24 hours, makes the change.
 */
describe.each(testDialects)('a confirmed change of e-mail on %s', (dialect) => {
  let server: TestServer;
  /** The server's clock runs this far ahead of the real one, to let a link expire. */
  let clockAheadMs = 0;
  const address = (name: string) => `${name}.${dialect}@example.com`;

  beforeAll(async () => {
    server = await startTestServer(dialect, { now: () => new Date(Date.now() + clockAheadMs) });
  });
  afterEach(() => {
    clockAheadMs = 0;
  });
  afterAll(() => server?.close());

  const ask = (client: HttpClient, newEmail: string) => client.post('/auth/change-email', { newEmail });
  const confirm = (token: string) => server.client().post('/auth/confirm-email', { token });
  const emailOf = async (client: HttpClient) =>
    (await client.get<{ user: { email: string } | null }>('/auth/me')).body.user?.email ?? null;
  const signInStatus = async (username: string, password = borrowerPassword) =>
    (await server.client().post('/auth/sign-in', { username, password })).status;
  const borrowerEmail = async (borrowerId: string) => {
    const { db, t } = server.database;
    const [row] = await db.select().from(t.borrowers).where(eq(t.borrowers.id, borrowerId));
    return row.email;
  };
  const mailsTo = async (to: string, template: string) => {
    const { db, t } = server.database;
    const rows = await db
      .select()
      .from(t.emailOutbox)
      .where(and(eq(t.emailOutbox.to, to), eq(t.emailOutbox.template, template)));
    return rows.length;
  };
  /** The account's audit trail: who did what to its sign-in address, oldest first. */
  const auditOf = async (userId: string) => {
    const { db, t } = server.database;
    const rows = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'User'), eq(t.auditLog.entityId, userId)))
      .orderBy(t.auditLog.createdAt);
    return rows.map(({ actorId, action, before, after }) => ({ actorId, action, before, after }));
  };

  it('asks and changes nothing: the new address gets the link, the old one a notice, every session stays', async () => {
    const old = address('asker');
    const wanted = address('asker.new');
    const { borrower } = await aBorrowerAccount(server.database, old);
    const here = await server.signIn(old, borrowerPassword);
    const elsewhere = await server.signIn(old, borrowerPassword);

    const asked = await ask(here, `  ${wanted.toUpperCase()} `);
    expect([asked.status, asked.body]).toEqual([200, { ok: true }]);

    expect(await emailOf(here)).toBe(old);
    expect(await emailOf(elsewhere)).toBe(old);
    expect(await signInStatus(old)).toBe(200);
    expect(await signInStatus(wanted)).toBe(401);
    expect(await borrowerEmail(borrower.id)).toBe(old);

    const { link, token, mail } = await latestConfirmEmailLinkTo(server.database, wanted);
    expect(mail.template).toBe('confirmEmailChange');
    expect(new URL(link).pathname).toBe('/confirm-email');
    expect(token).toMatch(/^[\w-]{43}$/);
    const notice = await latestEmailTo(server.database, old);
    expect(notice.template).toBe('emailChangeRequested');
    expect(notice.text).toContain(wanted);
    expect(notice.text).toContain('/forgot-password');
    expect(notice.text).not.toContain(token);
    // Only the token's hash is kept.
    const { db, t } = server.database;
    const stored = JSON.stringify(await db.select().from(t.emailChanges));
    expect(stored).not.toContain(token);
  });

  it('refuses an invalid, a taken or the same address with the same messages as before, asking nothing', async () => {
    const old = address('refused');
    await aBorrowerAccount(server.database, old);
    await aBorrowerAccount(server.database, address('occupant'));
    const client = await server.signIn(old, borrowerPassword);
    const invalid = await ask(client, 'not-an-address');
    expect([invalid.status, errorOf(invalid).message]).toEqual([
      400,
      'Email is invalid: type it like name@example.com',
    ]);
    const taken = await ask(client, address('occupant').toUpperCase());
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toMatchObject({
      message:
        'An account with the given email address already exists. Please use a different email address.',
      extensions: { code: 'CONFLICT' },
    });
    const same = await ask(client, old.toUpperCase());
    expect([same.status, errorOf(same).message]).toEqual([400, sameEmail]);
    expect(await mailsTo(old, 'emailChangeRequested')).toBe(0);
  });

  it('opening the link changes account and borrower together, ends every session and tells the old address', async () => {
    const old = address('mover');
    const moved = address('moved');
    const { borrower, userId } = await aBorrowerAccount(server.database, old);
    const here = await server.signIn(old, borrowerPassword);
    const elsewhere = await server.signIn(old, borrowerPassword);
    await ask(here, moved);
    const { token } = await latestConfirmEmailLinkTo(server.database, moved);

    const confirmed = await confirm(token);
    expect([confirmed.status, confirmed.body]).toEqual([200, { ok: true, email: moved }]);

    expect(await emailOf(here)).toBeNull();
    expect(await emailOf(elsewhere)).toBeNull();
    expect(await signInStatus(old)).toBe(401);
    expect(await signInStatus(moved)).toBe(200);
    expect(await borrowerEmail(borrower.id)).toBe(moved);
    const notice = await latestEmailTo(server.database, old);
    expect(notice.template).toBe('emailChanged');
    expect(notice.text).toContain(moved);
    // Both steps are in the audit, the owner as actor: asked from a session, made by the link.
    const change = { before: { email: old }, after: { email: moved } };
    expect(await auditOf(userId)).toEqual([
      { actorId: userId, action: 'requestEmailChange', ...change },
      { actorId: userId, action: 'changeEmail', ...change },
    ]);
  });

  it('an address another account took meanwhile is refused at the link, changing nothing', async () => {
    const old = address('slow');
    const wanted = address('slow.new');
    const { userId } = await aBorrowerAccount(server.database, old);
    await ask(await server.signIn(old, borrowerPassword), wanted);
    const { token } = await latestConfirmEmailLinkTo(server.database, wanted);
    await aBorrowerAccount(server.database, wanted);

    const refused = await confirm(token);
    expect([refused.status, errorOf(refused).extensions.code]).toEqual([409, 'CONFLICT']);
    expect(await signInStatus(old)).toBe(200);
    expect((await auditOf(userId)).map((entry) => entry.action)).toEqual(['requestEmailChange']);
  });

  it('a link used twice, or by two tabs at once, changes the address once', async () => {
    const old = address('twotabs');
    const moved = address('twotabs.new');
    await aBorrowerAccount(server.database, old);
    await ask(await server.signIn(old, borrowerPassword), moved);
    const { token } = await latestConfirmEmailLinkTo(server.database, moved);

    const tabs = await Promise.all([confirm(token), confirm(token)]);
    expect(tabs.map((tab) => tab.status).sort()).toEqual([200, 409]);
    expect(errorOf(tabs.find((tab) => tab.status === 409)!).message).toBe(emailChangeLinkUsed);
    const again = await confirm(token);
    expect([again.status, errorOf(again).message]).toEqual([409, emailChangeLinkUsed]);
    expect(await mailsTo(old, 'emailChanged')).toBe(1);
    expect(await signInStatus(moved)).toBe(200);
  });

  it('a forged link, one a newer request replaced and an expired one change nothing; a link works for 24 hours', async () => {
    const old = address('keeper');
    const { borrower } = await aBorrowerAccount(server.database, old);
    const client = await server.signIn(old, borrowerPassword);
    await ask(client, address('first.try'));
    const replaced = (await latestConfirmEmailLinkTo(server.database, address('first.try'))).token;
    await ask(client, address('second.try'));
    const newest = (await latestConfirmEmailLinkTo(server.database, address('second.try'))).token;

    const forged = await confirm(randomBytes(32).toString('base64url'));
    expect([forged.status, errorOf(forged)]).toEqual([
      400,
      { message: emailChangeLinkUnknown, extensions: { code: 'CODE_MISMATCH' } },
    ]);
    const old1 = await confirm(replaced);
    expect([old1.status, errorOf(old1).message]).toEqual([400, emailChangeLinkUnknown]);
    clockAheadMs = hours(24) + 60_000;
    const expired = await confirm(newest);
    expect([expired.status, errorOf(expired)]).toEqual([
      400,
      { message: emailChangeLinkExpired, extensions: { code: 'CODE_EXPIRED' } },
    ]);
    clockAheadMs = 0;
    expect(await emailOf(client)).toBe(old);
    expect(await borrowerEmail(borrower.id)).toBe(old);
    expect(await mailsTo(old, 'emailChanged')).toBe(0);

    await ask(client, address('third.try'));
    const inTime = (await latestConfirmEmailLinkTo(server.database, address('third.try'))).token;
    clockAheadMs = hours(23);
    expect((await confirm(inTime)).status).toBe(200);
  });

  it('a new password, changed or reset, cancels the pending change, as the notice to the old address says', async () => {
    const old = address('owner');
    await aBorrowerAccount(server.database, old);
    const thief = await server.signIn(old, borrowerPassword);
    await ask(thief, address('thief'));
    const first = (await latestConfirmEmailLinkTo(server.database, address('thief'))).token;
    const owner = await server.signIn(old, borrowerPassword);
    expect(
      (await owner.post('/auth/change-password', { oldPassword: borrowerPassword, newPassword })).status,
    ).toBe(200);
    expect([(await confirm(first)).status, await signInStatus(address('thief'), newPassword)]).toEqual([
      400, 401,
    ]);

    const again = await server.signIn(old, newPassword);
    await ask(again, address('thief.again'));
    const second = (await latestConfirmEmailLinkTo(server.database, address('thief.again'))).token;
    const { code } = await nextMailTo(server.database, old, () =>
      server.client().post('/auth/forgot-password', { email: old }),
    );
    const reset = await server
      .client()
      .post('/auth/reset-password', { email: old, code, newPassword: 'Reset!pass77' });
    expect(reset.status).toBe(200);
    expect((await confirm(second)).status).toBe(400);
    expect(await signInStatus(old, 'Reset!pass77')).toBe(200);
  });

  it("a rep's change goes through the same confirmation, and confirming it closes the rep's sockets", async () => {
    const email = `rep.mover.${dialect}@example.org`;
    const moved = `rep.moved.${dialect}@example.org`;
    const password = 'Rep!pass4711';
    await server.database.withTransaction((tx) =>
      insertAccount(tx, server.database.t, {
        email,
        name: 'Moving Rep',
        passwordHash: fixturePasswordHash(password),
        groups: [repGroup],
      }),
    );
    const rep = await server.signIn(email, password);
    const lead = await server.signIn('lead@example.org');
    const { application } = await aBorrowerApplication(server.database);
    const socket = await openSocket(server, rep, application.id);

    expect((await ask(rep, moved)).status).toBe(200);
    // Asking ends nothing: the socket still hears the lead's claim.
    await lead.data('mutation($id: ID!) { claimApplication(id: $id) { id } }', { id: application.id });
    await vi.waitFor(() => expect(socket.events).toHaveLength(1));
    expect(await emailOf(rep)).toBe(email);

    const { token } = await latestConfirmEmailLinkTo(server.database, moved);
    expect((await confirm(token)).status).toBe(200);
    expect(await socket.closed).toBe(sessionEndedCode);
    expect(await emailOf(rep)).toBeNull();
    expect(await emailOf(await server.signIn(moved, password))).toBe(moved);
  });

  it('forgets a change a week after its link ended, and keeps a younger one', async () => {
    const { userId } = await aBorrowerAccount(server.database, address('sweep'));
    const now = new Date();
    const { db, t } = server.database;
    await server.database.withTransaction((tx) =>
      tx.insert(t.emailChanges).values([
        {
          userId,
          newEmail: address('long.ago'),
          tokenHash: 'a'.repeat(64),
          expiresAt: new Date(now.getTime() - hours(8 * 24)).toISOString(),
        },
        {
          userId,
          newEmail: address('lately'),
          tokenHash: 'b'.repeat(64),
          expiresAt: new Date(now.getTime() - hours(6 * 24)).toISOString(),
        },
      ]),
    );
    await forgetEndedEmailChanges(server.database, now);
    const kept = await db.select().from(t.emailChanges).where(eq(t.emailChanges.userId, userId));
    expect(kept.map((row) => row.newEmail)).toEqual([address('lately')]);
  });
});

/**
 * Live mails the link for real; its outbox keeps a record a lead can read, so the token is masked
 * there (SECURITY.md §33, docs/decisions/0118-live-mail-and-its-record.md).
 */
describe.each(testDialects)('live’s record of a confirmation link (%s)', (dialect) => {
  let smtp: FakeSmtpServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer('accept');
    server = await startTestServer(dialect, { env: { SMTP_URL: smtp.url }, thirdParties: 'configured' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends the working link to the new mailbox and keeps it masked in the outbox', async () => {
    const old = `live.mover.${dialect}@example.com`;
    const moved = `live.moved.${dialect}@example.com`;
    await aBorrowerAccount(server.database, old);
    const client = await server.signIn(old, borrowerPassword);
    expect((await client.post('/auth/change-email', { newEmail: moved })).status).toBe(200);

    const delivered = await vi.waitFor(
      () => {
        const link = smtp.received.find((m) => m.to.includes(moved));
        const notice = smtp.received.find((m) => m.to.includes(old));
        expect(link && notice).toBeTruthy();
        return { link: link!, notice: notice! };
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(delivered.notice.template).toBe('emailChangeRequested');
    const token = /\/confirm-email\?token=([\w-]+)/.exec(delivered.link.text)?.[1];
    expect(token).toMatch(/^[\w-]{43}$/);

    const { db, t } = server.database;
    const [record] = await db.select().from(t.emailOutbox).where(eq(t.emailOutbox.to, moved));
    expect(record.template).toBe('confirmEmailChange');
    expect(record.text).toContain('/confirm-email?token=••••••');
    expect(record.text).not.toContain(token!);

    const confirmed = await server.client().post('/auth/confirm-email', { token });
    expect([confirmed.status, confirmed.body]).toEqual([200, { ok: true, email: moved }]);
  });
});
