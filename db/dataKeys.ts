import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

/*
 * Secrets at rest (SECURITY.md §27, the Safeguards Rule): bank access tokens, second-factor secrets
 * and dates of birth are stored sealed with AES-256-GCM (authenticated: an altered value does not
 * open) under a 32-byte data key. A sealed value names its key — `v1.<key id>.<iv>.<ciphertext and
 * tag>` — so a database can hold values under an old and a new key while `npm run rotate-key`
 * re-seals them. The key id is derived from the key itself, so the same key has the same id in
 * every process and two keys never share one.
 */

export interface DataKey {
  id: string;
  key: Buffer;
}

/** The key new values are sealed under, and older keys still accepted while a rotation runs. */
export interface DataKeys {
  current: DataKey;
  old: DataKey[];
}

/** A key that is missing, malformed or does not open what is stored: nothing may start on it. */
export class DataKeyError extends Error {}

const format = 'v1';
const keyBytes = 32;

const keyIdOf = (key: Buffer) =>
  createHmac('sha256', key).update('relief data key id').digest('hex').slice(0, 12);

/** A key as configured: 32 bytes in base64 (44 characters) or hex (64). */
export function parseDataKey(text: string): DataKey {
  const trimmed = text.trim();
  const hex = /^[0-9a-f]{64}$/i.test(trimmed);
  const key = Buffer.from(trimmed, hex ? 'hex' : 'base64');
  if (key.length !== keyBytes || (!hex && key.toString('base64') !== trimmed))
    throw new DataKeyError('a data key is 32 random bytes, written in base64 (44 characters) or hex (64)');
  return { id: keyIdOf(key), key };
}

/** A new random key, in the form DATA_ENCRYPTION_KEY takes. */
export const generateDataKey = (): string => randomBytes(keyBytes).toString('base64');

/**
 * Every key a database of this process was opened with, by id: reading a value finds its key by the
 * id it carries, whichever database it came from (a server may hold the live and the training one).
 */
const known = new Map<string, Buffer>();

export function registerDataKeys(keys: DataKeys): void {
  for (const { id, key } of [keys.current, ...keys.old]) known.set(id, key);
}

/**
 * Each key's KeyObject, made once. Given a key's bytes, every cipher first makes a KeyObject of them:
 * two thirds of what sealing or opening a short value costs (18 µs against 6, measured).
 */
const keyObjects = new WeakMap<Buffer, KeyObject>();

function keyObjectOf(key: Buffer): KeyObject {
  let object = keyObjects.get(key);
  if (!object) keyObjects.set(key, (object = createSecretKey(key)));
  return object;
}

/**
 * Each sealing's 12-byte IV, cut from random bytes drawn 4 KB at a time: the same generator's bytes,
 * each used once, at a 25th of the cost of asking it for 12 (2.5 µs a value, measured). Every process
 * and thread loads this module, and draws, on its own.
 */
const ivBytes = 12;
let ivPool = Buffer.alloc(0);
let ivAt = 0;

function nextIv(): Buffer {
  if (ivAt + ivBytes > ivPool.length) {
    ivPool = randomBytes(341 * ivBytes);
    ivAt = 0;
  }
  ivAt += ivBytes;
  return ivPool.subarray(ivAt - ivBytes, ivAt);
}

export function seal(plaintext: string, key: DataKey): string {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', keyObjectOf(key.key), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${format}.${key.id}.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** The key id a sealed value names (null when the value is not sealed). */
export function sealedKeyId(value: string): string | null {
  const [version, id] = value.split('.');
  return version === format && id ? id : null;
}

/** Opens a sealed value; the error names the key, never the value. */
export function open(value: string): string {
  const [version, id, iv, body] = value.split('.');
  if (version !== format || !id || !iv || body === undefined)
    throw new DataKeyError('a stored secret is not sealed (was it written around the database layer?)');
  const key = known.get(id);
  if (!key) throw new DataKeyError(`a stored secret is sealed under data key ${id}, which was not given`);
  const bytes = Buffer.from(body, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyObjectOf(key), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new DataKeyError(`a stored secret under data key ${id} does not open: it was altered`);
  }
}

/*
 * Which key seals a value depends on the database it is written to, which a column's mapping cannot
 * see; so each database's writes (its transactions, and the demo data's row encoding) run with its
 * current key in this async context. A sealed column written anywhere else refuses.
 */
const sealing = new AsyncLocalStorage<DataKey>();

export function sealingWith<T>(key: DataKey, fn: () => T): T {
  return sealing.run(key, fn);
}

/** The sealed column's write mapping. */
export function sealForStorage(plaintext: string): string {
  const key = sealing.getStore();
  if (!key) throw new DataKeyError('a sealed column was written outside a database transaction');
  return seal(plaintext, key);
}
