import { eq } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

export async function alertById(db: Db, t: Tables, id: string) {
  const [alert] = await db.select().from(t.alerts).where(eq(t.alerts.id, id));
  return alert ?? null;
}

/** Sets whether a representative has seen the alert; the alert as it now is. */
export async function setAlertSeenByRepresentative(tx: Db, t: Tables, id: string, seen: boolean) {
  const [alert] = await tx
    .update(t.alerts)
    .set({ hasBeenSeenByCustomerServiceRepresentative: seen })
    .where(eq(t.alerts.id, id))
    .returning();
  return alert;
}
