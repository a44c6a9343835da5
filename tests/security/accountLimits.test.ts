import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMustChangeAccount } from '../helpers/accounts';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { latestConfirmEmailLinkTo } from '../helpers/outbox';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * Issue 40: forgot-password's per-IP counter moved only for addresses without an account, so its
 * RateLimit header told whether an address has one, and one IP sent 40 reset mails to known
 * addresses. Every request now counts the same, known address or not.
 */
describe.each(testDialects)('forgot password counts every address alike on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  const remaining = (headers: Headers) => /r=(\d+)/.exec(headers.get('ratelimit') ?? '')?.[1];

  it('answers and counts a known and an unknown address the same, and stops one IP at the limit', async () => {
    const client = server.client();
    const known: string[] = [];
    for (let i = 0; i < 11; i++) {
      const email = `office${i}.${dialect}@example.com`;
      await aMustChangeAccount(server.database, email, 'Temp0rary!pass');
      known.push(email);
    }
    const left: string[] = [];
    for (let i = 0; i < 10; i++) {
      const a = await client.post('/auth/forgot-password', { email: known[i] });
      const b = await client.post('/auth/forgot-password', { email: `nobody${i}.${dialect}@example.com` });
      expect([a.status, a.body]).toEqual([b.status, b.body]);
      left.push(remaining(a.headers)!, remaining(b.headers)!);
    }
    // Each request took one from the same counter, whichever address it named.
    expect(left.map(Number)).toEqual(Array.from({ length: 20 }, (_, i) => 19 - i));
    // The twenty-first from this IP in the window is refused, even for an address with an account.
    expect((await client.post('/auth/forgot-password', { email: known[10] })).status).toBe(429);
  });
});

/*
 * Issue 40: /auth/change-email had no limit. Each request mails the new address and the old one; the
 * link that confirms it is limited per IP too.
 */
describe.each(testDialects)('change e-mail is limited on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  it('refuses the sixth request of one account in the window, whatever address it names', async () => {
    const email = `mover.${dialect}@example.com`;
    await aBorrowerAccount(server.database, email);
    const client = await server.signIn(email, borrowerPassword);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await client.post('/auth/change-email', { newEmail: `mover${i}.${dialect}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses the twenty-first confirmation from one IP in the window, even with a real link', async () => {
    const email = `confirmer.${dialect}@example.com`;
    const moved = `confirmed.${dialect}@example.com`;
    await aBorrowerAccount(server.database, email);
    await (await server.signIn(email, borrowerPassword)).post('/auth/change-email', { newEmail: moved });
    const { token } = await latestConfirmEmailLinkTo(server.database, moved);
    const anonymous = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await anonymous.post('/auth/confirm-email', { token: `forged-${i}` })).status);
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 400));
    expect((await anonymous.post('/auth/confirm-email', { token })).status).toBe(429);
    const signIn = await anonymous.post('/auth/sign-in', { username: email, password: borrowerPassword });
    expect(signIn.status).toBe(200);
  });
});
