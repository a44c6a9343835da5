import { and, eq } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';
import type { AlertType } from '../domain/alertRules';

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

/** What raises an alert: one alert per type and trigger (a unique index). */
export interface AlertTrigger {
  type: AlertType;
  triggeredById: string;
  triggeredByType: string;
}

/** Inserts the borrower's alerts: one per type and trigger, the unique index makes a repeat a no-op. */
export async function insertNewAlerts(tx: Db, t: Tables, borrowerId: string, triggers: AlertTrigger[]) {
  for (const trigger of triggers)
    await tx
      .insert(t.alerts)
      .values({ borrowerId, ...trigger })
      .onConflictDoNothing();
}

/** Raises the alert unseen by all, dated `createdAt`: anew if one was already raised for the trigger. */
export async function raiseAlertAgain(
  tx: Db,
  t: Tables,
  borrowerId: string,
  trigger: AlertTrigger,
  createdAt: string,
) {
  const raised = { hasBeenSeenByBorrower: false, hasBeenSeenByCustomerServiceRepresentative: false };
  await tx
    .insert(t.alerts)
    .values({ borrowerId, ...trigger, ...raised })
    .onConflictDoUpdate({
      target: [t.alerts.type, t.alerts.triggeredById],
      set: { ...raised, createdAt },
    });
}

/** The alert, if it belongs to a borrower row the user owns. */
export async function ownedAlertOf(db: Db, t: Tables, alertId: string, userId: string) {
  const [row] = await db
    .select({ alert: t.alerts })
    .from(t.alerts)
    .innerJoin(t.borrowers, eq(t.borrowers.id, t.alerts.borrowerId))
    .where(and(eq(t.alerts.id, alertId), eq(t.borrowers.owner, userId)));
  return row?.alert ?? null;
}

/** The borrower has seen the alert; the alert as it now is. */
export async function setAlertSeenByBorrower(tx: Db, t: Tables, alertId: string) {
  const [alert] = await tx
    .update(t.alerts)
    .set({ hasBeenSeenByBorrower: true })
    .where(eq(t.alerts.id, alertId))
    .returning();
  return alert;
}

/** The borrower has seen the bank item's disconnected alert. */
export async function setDisconnectedAlertSeenByBorrower(tx: Db, t: Tables, bankItemId: string) {
  await tx
    .update(t.alerts)
    .set({ hasBeenSeenByBorrower: true })
    .where(and(eq(t.alerts.type, 'bankAccountDisconnected'), eq(t.alerts.triggeredById, bankItemId)));
}

/** Whether the borrower has had this outreach event. */
/** True when recorded now; false when the borrower already had this event (recorded once). */
export async function insertOutreachEvent(
  tx: Db,
  t: Tables,
  values: Tables['outreachEvents']['$inferInsert'],
) {
  const created = await tx
    .insert(t.outreachEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: t.outreachEvents.id });
  return created.length > 0;
}
