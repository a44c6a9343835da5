import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMustChangeAccount } from '../helpers/accounts';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
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

/* Issue 40: /auth/change-email had no limit. Each change ends every session and mails the old address. */
describe.each(testDialects)('change e-mail is limited on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  it('refuses the sixth change of one account in the window, whatever address it names', async () => {
    const email = `mover.${dialect}@example.com`;
    await aBorrowerAccount(server.database, email);
    const statuses: number[] = [];
    let current = email;
    for (let i = 0; i < 6; i++) {
      // Every change signs the account out: sign in again with the address it has now.
      const client = await server.signIn(current, borrowerPassword);
      const next = `mover${i}.${dialect}@example.com`;
      const res = await client.post('/auth/change-email', { newEmail: next });
      statuses.push(res.status);
      if (res.status === 200) current = next;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
