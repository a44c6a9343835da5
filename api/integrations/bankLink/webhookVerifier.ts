import { createHash, timingSafeEqual } from 'node:crypto';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWTPayload } from 'jose';

/** The public half of a Plaid signing key (Plaid's JWKPublicKey has these and more). */
export interface WebhookKey {
  kty: string;
  crv: string;
  x: string;
  y: string;
  expired_at?: number | null;
}

export type GetWebhookKey = (kid: string) => Promise<WebhookKey | undefined>;

export type WebhookVerification = { ok: true; bodySha256: string } | { ok: false; reason: string };

export interface PlaidWebhookInput {
  /** The raw request body, byte for byte as received: the signature covers these bytes. */
  body: Buffer | string;
  /** The `Plaid-Verification` header. */
  verificationHeader: string | undefined;
  getKey: GetWebhookKey;
  now?: Date;
}

const maxAgeSeconds = 5 * 60;
// Plaid's clock and ours may disagree by a moment; a token from further in the future is forged.
const maxFutureSkewSeconds = 30;

const reject = (reason: string): WebhookVerification => ({ ok: false, reason });

/**
 * SECURITY.md §17: ES256 only, key by `kid` from Plaid, `iat` within 5 minutes, and the body's
 * SHA-256 equal to the signed `request_body_sha256` (constant-time). On success the body hash is
 * returned so the caller can de-duplicate deliveries on it.
 */
export async function verifyPlaidWebhook({
  body,
  verificationHeader,
  getKey,
  now = new Date(),
}: PlaidWebhookInput): Promise<WebhookVerification> {
  if (!verificationHeader) return reject('missing Plaid-Verification header');
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(verificationHeader);
  } catch {
    return reject('malformed Plaid-Verification header');
  }
  // Checked before any key is fetched: `none` and HMAC algorithms never reach the verifier.
  if (header.alg !== 'ES256') return reject(`algorithm ${String(header.alg)} is not ES256`);
  if (!header.kid) return reject('no key id');

  let key: WebhookKey | undefined;
  try {
    key = await getKey(header.kid);
  } catch {
    return reject('verification key unavailable');
  }
  if (!key) return reject('unknown key id');
  if (key.expired_at) return reject('expired key');

  const payload = await verifiedPayload(verificationHeader, key, now);
  if (!payload) return reject('invalid signature');
  if (!isFresh(payload.iat, now)) return reject('stale or missing iat');

  const claimed = payload.request_body_sha256;
  const actual = createHash('sha256').update(body).digest('hex');
  const matches = typeof claimed === 'string' && sameText(actual, claimed);
  if (!matches) return reject('body does not match its signature');
  return { ok: true, bodySha256: actual };
}

async function verifiedPayload(jwt: string, key: WebhookKey, now: Date): Promise<JWTPayload | undefined> {
  try {
    const publicKey = await importJWK({ kty: key.kty, crv: key.crv, x: key.x, y: key.y }, 'ES256');
    const { payload } = await jwtVerify(jwt, publicKey, { algorithms: ['ES256'], currentDate: now });
    return payload;
  } catch {
    return undefined;
  }
}

function isFresh(iat: number | undefined, now: Date): boolean {
  if (iat === undefined) return false;
  const age = Math.floor(now.getTime() / 1000) - iat;
  return age <= maxAgeSeconds && age >= -maxFutureSkewSeconds;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
