import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/* Changes of sign-in address waiting for their confirmation (api/services/accounts/changeEmail.ts). */

export type EmailChangeRow = Tables['emailChanges']['$inferSelect'];

export async function insertEmailChange(
  tx: Db,
  t: Tables,
  change: { userId: string; newEmail: string; tokenHash: string; expiresAt: string },
): Promise<void> {
  await tx.insert(t.emailChanges).values(change);
}

/** Ends the account's pending change, if any: a newer request, or another change of address, replaces it. */
export async function cancelPendingEmailChanges(tx: Db, t: Tables, userId: string): Promise<void> {
  await tx
    .delete(t.emailChanges)
    .where(and(eq(t.emailChanges.userId, userId), isNull(t.emailChanges.usedAt)));
}

export async function emailChangeByTokenHash(
  db: Db,
  t: Tables,
  tokenHash: string,
): Promise<EmailChangeRow | undefined> {
  const [row] = await db.select().from(t.emailChanges).where(eq(t.emailChanges.tokenHash, tokenHash));
  return row;
}

/** Uses the change once: true only for the one caller that found it unused and unexpired. */
export async function useEmailChange(tx: Db, t: Tables, id: string, now: string): Promise<boolean> {
  const used = await tx
    .update(t.emailChanges)
    .set({ usedAt: now })
    .where(and(eq(t.emailChanges.id, id), isNull(t.emailChanges.usedAt), gt(t.emailChanges.expiresAt, now)))
    .returning({ id: t.emailChanges.id });
  return used.length === 1;
}

/** The housekeeping: changes whose links ended before `before`, used or not, are forgotten. */
export async function deleteEmailChangesEndedBefore(tx: Db, t: Tables, before: string): Promise<void> {
  await tx.delete(t.emailChanges).where(lt(t.emailChanges.expiresAt, before));
}
