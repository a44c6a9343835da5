import { createHash, randomInt } from 'node:crypto';
import type { Data } from '../data/bound';

/** Codes live 15 minutes and allow 5 wrong tries (SECURITY.md §7). */
export const codeLifetimeMs = 15 * 60_000;
export const maxCodeAttempts = 5;

/** Only a hash is stored; the user id salts it so equal codes of two users differ. */
export function hashCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/** A new single-use six-digit code; returns the code, which only the e-mail ever carries. */
export async function issueVerificationCode(
  data: Data,
  userId: string,
  purpose: string,
  now: Date,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await data.users.insertVerificationCode({
    userId,
    purpose,
    codeHash: hashCode(userId, code),
    expiresAt: new Date(now.getTime() + codeLifetimeMs).toISOString(),
  });
  return code;
}
