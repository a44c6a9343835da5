import { and, eq } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/** Takes the user's initial-e-mail flag; the user, or null when it was already taken. */
export async function claimInitialEmail(tx: Db, t: Tables, userId: string) {
  const [user] = await tx
    .update(t.users)
    .set({ initialEmailWasSent: true })
    .where(and(eq(t.users.id, userId), eq(t.users.initialEmailWasSent, false)))
    .returning();
  return user ?? null;
}

export async function giveInitialEmailBack(tx: Db, t: Tables, userId: string) {
  await tx.update(t.users).set({ initialEmailWasSent: false }).where(eq(t.users.id, userId));
}
