import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { inTransaction, type Data } from '../data/bound';
import { findUserByEmail } from './users';
import { hashCode, issueVerificationCode, maxCodeAttempts } from './verificationCodes';

type User = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

export type CodeOutcome<T> =
  | { outcome: 'valid'; user: User; result: T }
  | { outcome: 'mismatch' }
  | { outcome: 'expired'; user: User; newCode: string };

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks `code` against the user's newest unused code (SECURITY.md §7), in one transaction.
 * A try is counted before the comparison with a conditional update (attempts < 5), so concurrent
 * guesses can never exceed five; a right answer gives its try back. On a right, unexpired code
 * `onValid` runs in the same transaction (consuming the code with the password change); on a
 * right but expired one a new code of the same purpose is issued, for the caller to e-mail.
 * Unknown e-mail, wrong, used, superseded and dead codes are all the same 'mismatch'.
 */
export async function checkCode<T>(
  database: Database,
  input: { email: string; code: string; now: Date },
  onValid: (data: Data, user: User, codeId: string) => Promise<T>,
): Promise<CodeOutcome<T>> {
  const user = await findUserByEmail(database, input.email);
  if (!user?.isActive) return { outcome: 'mismatch' };
  return inTransaction(database, async (data): Promise<CodeOutcome<T>> => {
    const newest = await data.users.newestUnusedCode(user.id);
    if (!newest) return { outcome: 'mismatch' };
    const counted = await data.users.countCodeAttempt(newest.id, maxCodeAttempts);
    if (!counted || !sameHash(hashCode(user.id, input.code.trim()), newest.codeHash)) {
      return { outcome: 'mismatch' };
    }
    await data.users.giveCodeAttemptBack(newest.id);
    if (input.now.getTime() > Date.parse(newest.expiresAt)) {
      const newCode = await issueVerificationCode(data, user.id, newest.purpose, input.now);
      return { outcome: 'expired', user, newCode };
    }
    return { outcome: 'valid', user, result: await onValid(data, user, newest.id) };
  });
}
