import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { staffPassword, startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/* Two-factor sign-in (SECURITY.md §26; the Safeguards Rule, 16 CFR 314.4(c)(5)). */

interface SignInAnswer {
  user: { email: string } | null;
  secondFactor?: 'enrol' | 'verify';
}
interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

const signedInAs = async (client: HttpClient) =>
  (await client.get<{ user: { email: string; secondFactor: boolean } | null }>('/auth/me')).body.user;

describe.each(testDialects)('two-factor sign-in on %s', (dialect) => {
  let server: TestServer;
  let lead: HttpClient;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    lead = await server.signIn('lead@example.org');
  });
  afterAll(() => server?.close());

  /** A new rep (a lead made them), past the forced password change, not yet enrolled. */
  async function aNewRep(email: string) {
    const created = await lead.data<{ createRep: { id: string } }>(
      'mutation($email: String!) { createRep(name: "Nora New", email: $email, password: "Ch0sen!pass") { id } }',
      { email },
    );
    const { t } = server.database;
    await server.database.withTransaction((tx) =>
      tx.update(t.users).set({ mustChangePassword: false }).where(eq(t.users.email, email)),
    );
    return created.createRep.id;
  }

  async function passwordStep(email: string, password = 'Ch0sen!pass') {
    const client = server.client();
    const res = await client.post<SignInAnswer>('/auth/sign-in', { username: email, password });
    expect(res.status).toBe(200);
    return { client, body: res.body };
  }

  async function enrol(email: string) {
    const { client, body } = await passwordStep(email);
    expect(body).toEqual({ user: null, secondFactor: 'enrol' });
    const enrolment = (await client.post<Enrolment>('/auth/two-factor/enrolment', {})).body;
    const confirmed = await client.post<{ recoveryCodes: string[] }>('/auth/two-factor/enrolment/confirm', {
      code: await server.codeFor(enrolment.secret),
    });
    return { client, enrolment, recoveryCodes: confirmed.body.recoveryCodes };
  }

  it('enrols a staff member of the live workspace at the first sign-in, signing in only after a right code', async () => {
    await aNewRep(`enrol.${dialect}@example.org`);
    const { client, body } = await passwordStep(`enrol.${dialect}@example.org`);
    expect(body).toEqual({ user: null, secondFactor: 'enrol' });
    expect(await signedInAs(client)).toBeNull();
    expect(errorCode(await client.gql('{ allApplications { id } }'))).toBe('UNAUTHENTICATED');

    const enrolment = await client.post<Enrolment>('/auth/two-factor/enrolment', {});
    expect(enrolment.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/Relief%20Service:enrol\..*secret=/);
    expect(enrolment.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await client.post('/auth/two-factor/enrolment/confirm', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(await signedInAs(client)).toBeNull();

    const right = await client.post<{ recoveryCodes: string[]; user: { email: string } }>(
      '/auth/two-factor/enrolment/confirm',
      { code: await server.codeFor(enrolment.body.secret) },
    );
    expect(right.status).toBe(200);
    expect(right.body.recoveryCodes).toHaveLength(10);
    expect(new Set(right.body.recoveryCodes).size).toBe(10);
    expect(await signedInAs(client)).toMatchObject({
      email: `enrol.${dialect}@example.org`,
      secondFactor: true,
    });

    // The secret is stored sealed, and the recovery codes only as hashes.
    const { db, t } = server.database;
    const [raw] = await db
      .select({ secret: sql<string>`${t.twoFactorSecrets.secret}` })
      .from(t.twoFactorSecrets)
      .innerJoin(t.users, eq(t.users.id, t.twoFactorSecrets.userId))
      .where(eq(t.users.email, `enrol.${dialect}@example.org`));
    expect(raw.secret).not.toContain(enrolment.body.secret);
    const hashes = await db.select({ codeHash: t.recoveryCodes.codeHash }).from(t.recoveryCodes);
    expect(JSON.stringify(hashes)).not.toContain(right.body.recoveryCodes[0].replace('-', ''));
  });

  it('refuses a wrong code, and a code already used (a replay), at sign-in', async () => {
    await aNewRep(`replay.${dialect}@example.org`);
    const { client: first, enrolment } = await enrol(`replay.${dialect}@example.org`);
    await first.post('/auth/sign-out', {});

    const wrong = await passwordStep(`replay.${dialect}@example.org`);
    expect(wrong.body).toEqual({ user: null, secondFactor: 'verify' });
    const refused = await wrong.client.post('/auth/two-factor', { code: '123456' });
    expect(refused.status).toBe(401);
    expect(await signedInAs(wrong.client)).toBeNull();

    const code = await server.codeFor(enrolment.secret);
    const once = await passwordStep(`replay.${dialect}@example.org`);
    expect((await once.client.post('/auth/two-factor', { code })).status).toBe(200);
    expect(await signedInAs(once.client)).not.toBeNull();

    const again = await passwordStep(`replay.${dialect}@example.org`);
    expect((await again.client.post('/auth/two-factor', { code })).status).toBe(401);
    expect(await signedInAs(again.client)).toBeNull();
  });

  it('takes each recovery code once', async () => {
    await aNewRep(`recovery.${dialect}@example.org`);
    const { recoveryCodes } = await enrol(`recovery.${dialect}@example.org`);
    const first = await passwordStep(`recovery.${dialect}@example.org`);
    const used = await first.client.post('/auth/two-factor', {
      recoveryCode: recoveryCodes[3].toUpperCase(),
    });
    expect(used.status).toBe(200);
    expect(await signedInAs(first.client)).not.toBeNull();
    const second = await passwordStep(`recovery.${dialect}@example.org`);
    expect((await second.client.post('/auth/two-factor', { recoveryCode: recoveryCodes[3] })).status).toBe(
      401,
    );
    expect((await second.client.post('/auth/two-factor', { recoveryCode: recoveryCodes[4] })).status).toBe(
      200,
    );
  });

  it('asks for the password first: a code alone signs nobody in', async () => {
    const stranger = server.client();
    const res = await stranger.post('/auth/two-factor', { code: '123456' });
    expect(res.status).toBe(401);
    expect((await stranger.post('/auth/two-factor/enrolment', {})).status).toBe(401);
  });

  it('lets a lead reset a rep’s second factor, audited: the rep is signed out and enrols again', async () => {
    const repId = await aNewRep(`lost.phone.${dialect}@example.org`);
    const { client: repSession } = await enrol(`lost.phone.${dialect}@example.org`);
    const rep = await server.signIn('rep1@example.org');
    const byRep = await rep.gql('mutation($id: ID!) { resetSecondFactor(id: $id) { id } }', { id: repId });
    expect(errorCode(byRep)).toBe('FORBIDDEN');

    const reset = await lead.data<{ resetSecondFactor: { hasSecondFactor: boolean } }>(
      'mutation($id: ID!) { resetSecondFactor(id: $id) { hasSecondFactor } }',
      { id: repId },
    );
    expect(reset.resetSecondFactor.hasSecondFactor).toBe(false);
    expect(await signedInAs(repSession)).toBeNull();
    const { db, t } = server.database;
    const audit = await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, repId));
    expect(audit.map((e) => e.action)).toContain('resetSecondFactor');
    const next = await passwordStep(`lost.phone.${dialect}@example.org`);
    expect(next.body.secondFactor).toBe('enrol');
  });

  it('limits the code step per account: the 11th wrong code is refused with 429, another account unaffected', async () => {
    await aNewRep(`guess.${dialect}@example.org`);
    const { client } = await enrol(`guess.${dialect}@example.org`);
    await client.post('/auth/sign-out', {});
    const { client: attacker } = await passwordStep(`guess.${dialect}@example.org`);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await attacker.post('/auth/two-factor', { code: String(100000 + i) })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    await expect(server.signIn('rep2@example.org')).resolves.toBeTruthy();
  });

  it('offers it to borrowers in Settings: on, then asked at sign-in, then off with a code', async () => {
    await aBorrowerAccount(server.database, `optional.${dialect}@example.com`);
    const borrower = server.client();
    const signIn = () =>
      borrower.post<SignInAnswer>('/auth/sign-in', {
        username: `optional.${dialect}@example.com`,
        password: borrowerPassword,
      });
    expect((await signIn()).body.user).not.toBeNull();
    expect(await signedInAs(borrower)).toMatchObject({ secondFactor: false });
    const enrolment = (await borrower.post<Enrolment>('/auth/two-factor/enrolment', {})).body;
    const on = await borrower.post<{ recoveryCodes: string[] }>('/auth/two-factor/enrolment/confirm', {
      code: await server.codeFor(enrolment.secret),
    });
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(await signedInAs(borrower)).toMatchObject({ secondFactor: true });

    await borrower.post('/auth/sign-out', {});
    expect((await signIn()).body).toEqual({ user: null, secondFactor: 'verify' });
    await borrower.post('/auth/two-factor', { code: await server.codeFor(enrolment.secret) });
    const off = await borrower.post('/auth/two-factor/off', { code: await server.codeFor(enrolment.secret) });
    expect(off.status).toBe(200);
    await borrower.post('/auth/sign-out', {});
    expect((await signIn()).body.user).not.toBeNull();
  });

  it('keeps a live staff member from turning it off', async () => {
    const rep = await server.signIn('rep2@example.org');
    const res = await rep.post('/auth/two-factor/off', {
      code: await server.oneTimeCode('rep2@example.org'),
    });
    expect(res.status).toBe(403);
  });
});

describe('two-factor sign-in in the training workspace', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { workspace: 'training' });
  });
  afterAll(() => server?.close());

  it('is optional for staff: the password signs them in', async () => {
    const res = await server
      .client()
      .post<SignInAnswer>('/auth/sign-in', { username: 'rep1@example.org', password: staffPassword });
    expect(res.body.user).toMatchObject({ email: 'rep1@example.org' });
    expect(res.body.secondFactor).toBeUndefined();
  });
});
