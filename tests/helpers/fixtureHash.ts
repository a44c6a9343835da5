import { randomBytes, scryptSync } from 'node:crypto';

/*
 * The password hash of a test's own accounts (the demo staff, fixture borrowers): scrypt in the
 * product's format with a cost of 2^10 instead of 2^15. Sign-in checks a password against the
 * parameters its hash names, so signing these accounts in costs a millisecond where the product's
 * hash costs a quarter-second of CPU, over a thousand times in a run. Every password the product
 * itself hashes (a rep a lead creates, a new password) still has the product's cost, and a test
 * says so (tests/api/security.test.ts).
 */
const params = { N: 2 ** 10, r: 8, p: 1 };

const fixtureHashes = new Map<string, string>();

export function fixturePasswordHash(password: string): string {
  let hash = fixtureHashes.get(password);
  if (!hash) {
    const salt = randomBytes(16);
    const key = scryptSync(password.normalize('NFKC'), salt, 32, params);
    hash = ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
    fixtureHashes.set(password, hash);
  }
  return hash;
}
