import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Db, Tables } from '../../db/client';
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
  onValid: (tx: Db, user: User, codeId: string) => Promise<T>,
): Promise<CodeOutcome<T>> {
  const user = await findUserByEmail(database, input.email);
  if (!user?.isActive) return { outcome: 'mismatch' };
  const { t } = database;
  return database.withTransaction(async (tx): Promise<CodeOutcome<T>> => {
    const [newest] = await tx
      .select()
      .from(t.verificationCodes)
      .where(and(eq(t.verificationCodes.userId, user.id), isNull(t.verificationCodes.usedAt)))
      .orderBy(desc(t.verificationCodes.createdAt))
      .limit(1);
    if (!newest) return { outcome: 'mismatch' };
    const [counted] = await tx
      .update(t.verificationCodes)
      .set({ attempts: sql`${t.verificationCodes.attempts} + 1` })
      .where(
        and(
          eq(t.verificationCodes.id, newest.id),
          lt(t.verificationCodes.attempts, maxCodeAttempts),
          isNull(t.verificationCodes.usedAt),
        ),
      )
      .returning({ id: t.verificationCodes.id });
    if (!counted || !sameHash(hashCode(user.id, input.code.trim()), newest.codeHash)) {
      return { outcome: 'mismatch' };
    }
    await tx
      .update(t.verificationCodes)
      .set({ attempts: sql`${t.verificationCodes.attempts} - 1` })
      .where(eq(t.verificationCodes.id, newest.id));
    if (input.now.getTime() > Date.parse(newest.expiresAt)) {
      const newCode = await issueVerificationCode(tx, t, user.id, newest.purpose, input.now);
      return { outcome: 'expired', user, newCode };
    }
    return { outcome: 'valid', user, result: await onValid(tx, user, newest.id) };
  });
}

/** Single use: the code and any older unused one of the user are spent together. */
export async function consumeCodes(tx: Db, t: Tables, userId: string, now: Date): Promise<void> {
  await tx
    .update(t.verificationCodes)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(t.verificationCodes.userId, userId), isNull(t.verificationCodes.usedAt)));
}
