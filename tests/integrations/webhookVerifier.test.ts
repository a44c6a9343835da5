import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlaidApi } from '../../api/integrations/bankLink/plaidClient';
import { PlaidWebhookKeys } from '../../api/integrations/bankLink/plaidWebhookKeys';
import { verifyPlaidWebhook, type WebhookKey } from '../../api/integrations/bankLink/webhookVerifier';
import { startFakeServer, type FakeServer } from './fakeHttpServer';

const kid = 'bfbd5111-8e33-4643-8ced-b2e642a72f3c';
const now = new Date('2025-06-15T15:00:00Z');
const nowSeconds = now.getTime() / 1000;
const body = Buffer.from(
  '{"webhook_type":"TRANSACTIONS","webhook_code":"SYNC_UPDATES_AVAILABLE","item_id":"item-1"}',
);
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

let privateKey: CryptoKey;
let publicJwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  publicJwk = await exportJWK(pair.publicKey);
});

const plaidKey = (overrides: Partial<WebhookKey> = {}) => ({
  ...(publicJwk as WebhookKey),
  alg: 'ES256',
  kid,
  use: 'sig',
  created_at: nowSeconds - 86_400,
  expired_at: null,
  ...overrides,
});
const getKey = async (requested: string) => (requested === kid ? plaidKey() : undefined);

function sign(
  claims: { request_body_sha256?: string; iat?: number },
  header: { alg: string; kid?: string } = { alg: 'ES256', kid },
) {
  return new SignJWT({ request_body_sha256: claims.request_body_sha256 ?? sha256(body) })
    .setProtectedHeader({ ...header, typ: 'JWT' })
    .setIssuedAt(claims.iat ?? nowSeconds - 10)
    .sign(privateKey);
}

const verify = (verificationHeader: string | undefined, rawBody: Buffer | string = body) =>
  verifyPlaidWebhook({ body: rawBody, verificationHeader, getKey, now });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyPlaidWebhook (SECURITY.md §17)', () => {
  it('accepts a webhook signed by Plaid and returns the body hash to de-duplicate on', async () => {
    expect(await verify(await sign({}))).toEqual({ ok: true, bodySha256: sha256(body) });
    expect((await verify(await sign({}), body.toString())).ok).toBe(true);
  });

  it('rejects a tampered body', async () => {
    const tampered = body.toString().replace('item-1', 'item-2');
    expect(await verify(await sign({}), tampered)).toEqual({
      ok: false,
      reason: 'body does not match its signature',
    });
  });

  it("rejects alg 'none' before looking for a key", async () => {
    const unsigned = `${base64url({ alg: 'none', kid, typ: 'JWT' })}.${base64url({ iat: nowSeconds, request_body_sha256: sha256(body) })}.`;
    expect(await verify(unsigned)).toEqual({ ok: false, reason: 'algorithm none is not ES256' });
  });

  it('rejects HS256, even one keyed with the public key material', async () => {
    const hmac = await new SignJWT({ request_body_sha256: sha256(body) })
      .setProtectedHeader({ alg: 'HS256', kid })
      .setIssuedAt(nowSeconds)
      .sign(new TextEncoder().encode(JSON.stringify(publicJwk)));
    expect(await verify(hmac)).toEqual({ ok: false, reason: 'algorithm HS256 is not ES256' });
  });

  it('rejects a token signed with another ES256 key under the same kid', async () => {
    const intruder = await generateKeyPair('ES256');
    const forged = await new SignJWT({ request_body_sha256: sha256(body) })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuedAt(nowSeconds)
      .sign(intruder.privateKey);
    expect(await verify(forged)).toEqual({ ok: false, reason: 'invalid signature' });
  });

  it('rejects an iat older than 5 minutes and accepts one just inside', async () => {
    expect(await verify(await sign({ iat: nowSeconds - 6 * 60 }))).toEqual({
      ok: false,
      reason: 'stale or missing iat',
    });
    expect((await verify(await sign({ iat: nowSeconds - 5 * 60 }))).ok).toBe(true);
  });

  it('rejects an iat from the future beyond a little clock skew', async () => {
    expect((await verify(await sign({ iat: nowSeconds + 5 }))).ok).toBe(true);
    expect((await verify(await sign({ iat: nowSeconds + 10 * 60 }))).ok).toBe(false);
  });

  it('rejects an unknown kid, an expired key, and a missing or malformed header', async () => {
    expect(await verify(await sign({}, { alg: 'ES256', kid: 'someone-else' }))).toEqual({
      ok: false,
      reason: 'unknown key id',
    });
    const expired = await verifyPlaidWebhook({
      body,
      verificationHeader: await sign({}),
      getKey: async () => plaidKey({ expired_at: nowSeconds - 60 }),
      now,
    });
    expect(expired).toEqual({ ok: false, reason: 'expired key' });
    expect(await verify(undefined)).toEqual({ ok: false, reason: 'missing Plaid-Verification header' });
    expect(await verify('not-a-jwt')).toEqual({ ok: false, reason: 'malformed Plaid-Verification header' });
  });

  it('rejects when the key cannot be fetched, so Plaid delivers again later', async () => {
    const unavailable = await verifyPlaidWebhook({
      body,
      verificationHeader: await sign({}),
      getKey: () => Promise.reject(new Error('Plaid is down')),
      now,
    });
    expect(unavailable).toEqual({ ok: false, reason: 'verification key unavailable' });
  });
});

describe('PlaidWebhookKeys over the real Plaid SDK', () => {
  let server: FakeServer;
  let keys: PlaidWebhookKeys;

  beforeAll(async () => {
    server = await startFakeServer(({ path, body: requestBody }) => {
      const { key_id } = JSON.parse(requestBody) as { key_id: string };
      if (path !== '/webhook_verification_key/get') return { status: 404, json: {} };
      if (key_id !== kid) {
        return {
          status: 400,
          json: { error_type: 'INVALID_INPUT', error_code: 'INVALID_WEBHOOK_VERIFICATION_KEY_ID' },
        };
      }
      return { json: { key: plaidKey(), request_id: 'req-k' } };
    });
    keys = new PlaidWebhookKeys(
      createPlaidApi({ clientId: 'c', secret: 's', basePath: server.url, timeoutMs: 2_000 }),
      () => now,
    );
  });
  afterAll(() => server.close());

  it('fetches a key by kid once and then serves it from the cache', async () => {
    const header = await sign({});
    for (let i = 0; i < 3; i++) {
      expect((await verifyPlaidWebhook({ body, verificationHeader: header, getKey: keys.get, now })).ok).toBe(
        true,
      );
    }
    expect(server.requests.filter((r) => r.body.includes(kid))).toHaveLength(1);
  });

  it('reports a kid Plaid does not know as unknown', async () => {
    const header = await sign({}, { alg: 'ES256', kid: 'forged-kid' });
    expect(await verifyPlaidWebhook({ body, verificationHeader: header, getKey: keys.get, now })).toEqual({
      ok: false,
      reason: 'unknown key id',
    });
  });
});
