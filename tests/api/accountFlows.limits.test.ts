import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPassword, nextMailTo } from '../helpers/accounts';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import type { HttpResult } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

type ErrorBody = { errors: { message: string; extensions: { code: string } }[] };
const tooMany = (res: HttpResult) => {
  expect(res.status).toBe(429);
  expect((res.body as ErrorBody).errors[0]).toMatchObject({
    message: 'Too many attempts. Please wait a few minutes and try again.',
    extensions: { code: 'TOO_MANY_REQUESTS' },
  });
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/*
 * Counters are per IP and every test client is 127.0.0.1, so each limit is tried on a server of
 * its own (limits are per app) and the other tests stay far below the per-IP limits.
 */
describe.each(testDialects)('account rate limits and enumeration on %s', (dialect) => {
  let server: TestServer;
  const email = (name: string) => `${name}.${dialect}@example.com`;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  it('forgot password: the sixth request for one address in the window gets 429, another address does not', async () => {
    const client = server.client();
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/auth/forgot-password', { email: email('flooded') })).status).toBe(200);
    }
    tooMany(await client.post('/auth/forgot-password', { email: email('flooded') }));
    expect((await client.post('/auth/forgot-password', { email: email('bystander') })).status).toBe(200);
  });

  it('code checks: the eleventh failure for one address gets 429, another account still resets', async () => {
    const client = server.client();
    for (let i = 0; i < 10; i++) {
      const res = await client.post('/auth/verification-code', { email: email('target'), code: '000000' });
      expect(res.status).toBe(400);
    }
    tooMany(
      await client.post('/auth/reset-password', { email: email('target'), code: '000000', newPassword }),
    );
    const other = email('unaffected');
    await aBorrowerAccount(server.database, other);
    const { code } = await nextMailTo(server.database, other, () =>
      client.post('/auth/forgot-password', { email: other }),
    );
    const reset = await client.post('/auth/reset-password', { email: other, code, newPassword });
    expect(reset.body).toEqual({ signedIn: false });
  });

  it('change password: the eleventh wrong current password gets 429, another account is unaffected', async () => {
    await aBorrowerAccount(server.database, email('stolen'));
    await aBorrowerAccount(server.database, email('owner'));
    const thief = await server.signIn(email('stolen'), borrowerPassword);
    for (let i = 0; i < 10; i++) {
      const res = await thief.post('/auth/change-password', { oldPassword: `Guess${i}!pass`, newPassword });
      expect(res.status).toBe(400);
    }
    tooMany(await thief.post('/auth/change-password', { oldPassword: borrowerPassword, newPassword }));
    const owner = await server.signIn(email('owner'), borrowerPassword);
    const changed = await owner.post('/auth/change-password', { oldPassword: borrowerPassword, newPassword });
    expect(changed.status).toBe(200);
  });
});

describe.each(testDialects)('forgot password does not tell accounts apart on %s', (dialect) => {
  let server: TestServer;
  const known = `known.${dialect}@example.com`;
  const unknown = `unknown.${dialect}@example.com`;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await aBorrowerAccount(server.database, known);
  });
  afterAll(() => server?.close());

  const timed = async (address: string) => {
    const started = performance.now();
    const res = await server.client().post('/auth/forgot-password', { email: address });
    return { res, ms: performance.now() - started };
  };

  it('answers a known and an unknown address with the same status and body, in the same time class', async () => {
    await timed(`warm-up.${dialect}@example.com`);
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    // Five of each: the per-address limit allows exactly five.
    for (let i = 0; i < 5; i++) {
      const a = await timed(known);
      const b = await timed(unknown);
      expect([a.res.status, a.res.body]).toEqual([b.res.status, b.res.body]);
      expect(a.res.body).toEqual({ ok: true });
      times.known.push(a.ms);
      times.unknown.push(b.ms);
    }
    const [k, u] = [median(times.known), median(times.unknown)];
    const sameClass = Math.max(k, u) <= 4 * Math.min(k, u) || Math.abs(k - u) < 50;
    expect(sameClass, `medians known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`).toBe(true);
  });
});
