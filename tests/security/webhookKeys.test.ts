import { createHash, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../integrations/fakeHttpServer';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * Issue 40: a forged webhook with an unknown key id made a real Plaid key lookup each time. Lookups are
 * cached, an unknown kid included, and kids never seen are looked up at most ten times in ten minutes.
 */
describe.each(testDialects)('Plaid webhook key lookups on %s', (dialect) => {
  const realKid = 'real-key-1';
  let plaid: FakeServer;
  let server: TestServer;
  let signingKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    signingKey = pair.privateKey;
    const publicJwk = await exportJWK(pair.publicKey);
    plaid = await startFakeServer(({ path, body }) => {
      if (path !== '/webhook_verification_key/get') return { status: 404, json: {} };
      const { key_id } = JSON.parse(body) as { key_id: string };
      if (key_id !== realKid)
        return {
          status: 400,
          json: {
            error_type: 'INVALID_INPUT',
            error_code: 'INVALID_KEY_ID',
            error_message: 'no',
            request_id: 'r',
          },
        };
      return {
        json: {
          key: { ...publicJwk, kid: realKid, alg: 'ES256', use: 'sig', created_at: 0, expired_at: null },
          request_id: 'r',
        },
      };
    });
    server = await startTestServer(dialect, {
      env: { PLAID_CLIENT_ID: 'client-id', PLAID_SECRET: 'plaid-secret' },
      integrations: { plaidBasePath: plaid.url },
      thirdParties: 'configured',
    });
  });
  afterAll(async () => {
    await server?.close();
    await plaid?.close();
  });

  const body = '{"webhook_type":"ITEM","webhook_code":"WEBHOOK_UPDATE_ACKNOWLEDGED","item_id":"nobody"}';
  const deliver = async (kid: string) => {
    const header = await new SignJWT({ request_body_sha256: createHash('sha256').update(body).digest('hex') })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuedAt()
      .sign(signingKey);
    return fetch(`${server.url}/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'plaid-verification': header },
      body,
    });
  };
  const lookups = () => plaid.requests.filter((r) => r.path === '/webhook_verification_key/get').length;

  it('asks Plaid once about a forged kid, however often it comes', async () => {
    const before = lookups();
    for (let i = 0; i < 5; i++) expect((await deliver('forged-kid')).status).toBe(401);
    expect(lookups() - before).toBe(1);
  });

  it('asks Plaid about at most ten new kids in ten minutes, and still knows its real key', async () => {
    expect((await deliver(realKid)).status).toBe(200);
    const before = lookups();
    const forged = await Promise.all(Array.from({ length: 30 }, () => deliver(randomUUID())));
    expect(forged.every((res) => res.status === 401)).toBe(true);
    expect(lookups() - before).toBeLessThanOrEqual(10);
    expect((await deliver(realKid)).status).toBe(200);
  });
});
