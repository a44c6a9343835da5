import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/*
 * Authenticator secrets (sealed at rest) and recovery codes (hashed). Using a code is one
 * conditional update, so two requests racing with the same code cannot both pass.
 */

export async function secondFactorOf(db: Db, t: Tables, userId: string) {
  const [row] = await db.select().from(t.twoFactorSecrets).where(eq(t.twoFactorSecrets.userId, userId));
  return row;
}

/** A new secret being enrolled, in place of an earlier unconfirmed one. */
export async function putPendingSecret(tx: Db, t: Tables, userId: string, secret: string) {
  await tx.delete(t.twoFactorSecrets).where(eq(t.twoFactorSecrets.userId, userId));
  await tx.insert(t.twoFactorSecrets).values({ userId, secret });
}

export async function confirmSecret(tx: Db, t: Tables, userId: string, step: number, now: string) {
  const [row] = await tx
    .update(t.twoFactorSecrets)
    .set({ confirmedAt: now, lastStep: step })
    .where(and(eq(t.twoFactorSecrets.userId, userId), isNull(t.twoFactorSecrets.confirmedAt)))
    .returning({ userId: t.twoFactorSecrets.userId });
  return Boolean(row);
}

/** Takes a time step: only if it is later than any step used before (a replayed code is refused). */
export async function claimStep(tx: Db, t: Tables, userId: string, step: number) {
  const [row] = await tx
    .update(t.twoFactorSecrets)
    .set({ lastStep: step })
    .where(
      and(
        eq(t.twoFactorSecrets.userId, userId),
        isNotNull(t.twoFactorSecrets.confirmedAt),
        or(isNull(t.twoFactorSecrets.lastStep), lt(t.twoFactorSecrets.lastStep, step)),
      ),
    )
    .returning({ userId: t.twoFactorSecrets.userId });
  return Boolean(row);
}

export async function replaceRecoveryCodes(tx: Db, t: Tables, userId: string, hashes: string[]) {
  await tx.delete(t.recoveryCodes).where(eq(t.recoveryCodes.userId, userId));
  await tx.insert(t.recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function useRecoveryCode(tx: Db, t: Tables, userId: string, codeHash: string, now: string) {
  const [row] = await tx
    .update(t.recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(t.recoveryCodes.userId, userId),
        eq(t.recoveryCodes.codeHash, codeHash),
        isNull(t.recoveryCodes.usedAt),
      ),
    )
    .returning({ id: t.recoveryCodes.id });
  return Boolean(row);
}

export async function unusedRecoveryCodes(db: Db, t: Tables, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(t.recoveryCodes)
    .where(and(eq(t.recoveryCodes.userId, userId), isNull(t.recoveryCodes.usedAt)));
  return Number(n);
}

export async function removeSecondFactor(tx: Db, t: Tables, userId: string) {
  await tx.delete(t.recoveryCodes).where(eq(t.recoveryCodes.userId, userId));
  await tx.delete(t.twoFactorSecrets).where(eq(t.twoFactorSecrets.userId, userId));
}
