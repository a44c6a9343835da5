import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { Viewer } from '../../auth/viewer';
import { notFound } from '../../errors';
import { BankLinkError } from '../../integrations/bankLink/bankLink';
import { syncItem } from '../flow/bank';
import type { FlowDeps } from '../flow/deps';
import { publishPlaidItemUpdate } from '../flow/plaidItemUpdates';

/*
 * What a borrower does in the customer portal. A record of another borrower answers NOT_FOUND, as
 * an unknown id does: the portal never tells whether someone else's id exists.
 */

async function ownedAlert({ db, t }: Database, viewer: Viewer, alertId: string) {
  const [row] = await db
    .select({ alert: t.alerts })
    .from(t.alerts)
    .innerJoin(t.borrowers, eq(t.borrowers.id, t.alerts.borrowerId))
    .where(and(eq(t.alerts.id, alertId), eq(t.borrowers.owner, viewer.id)));
  if (!row) throw notFound('Alert');
  return row.alert;
}

export async function ownedBankItem({ db, t }: Database, viewer: Viewer, bankItemId: string) {
  const [row] = await db
    .select({ item: t.bankItems })
    .from(t.bankItems)
    .innerJoin(t.borrowers, eq(t.borrowers.id, t.bankItems.borrowerId))
    .where(and(eq(t.bankItems.id, bankItemId), eq(t.borrowers.owner, viewer.id)));
  if (!row) throw notFound('Bank item');
  return row.item;
}

export async function markAlertSeen(database: Database, viewer: Viewer, alertId: string) {
  const { t } = database;
  await ownedAlert(database, viewer, alertId);
  const [alert] = await database.withTransaction((tx) =>
    tx.update(t.alerts).set({ hasBeenSeenByBorrower: true }).where(eq(t.alerts.id, alertId)).returning(),
  );
  return alert;
}

/**
 * After Link's update mode: the item is connected again and its disconnected alert seen, in one
 * transaction; then its history catches up. A failed sync does not undo the reconnect (the borrower
 * did sign in at their bank); the next webhook syncs again, or disconnects it again.
 */
export async function reconnectBankItem(deps: FlowDeps, viewer: Viewer, bankItemId: string) {
  const { database, logger } = deps;
  const { db, t } = database;
  const item = await ownedBankItem(database, viewer, bankItemId);
  await database.withTransaction(async (tx) => {
    await tx.update(t.bankItems).set({ isConnected: true }).where(eq(t.bankItems.id, item.id));
    await tx
      .update(t.alerts)
      .set({ hasBeenSeenByBorrower: true })
      .where(and(eq(t.alerts.type, 'bankAccountDisconnected'), eq(t.alerts.triggeredById, item.id)));
  });
  if (item.plaidItemId && item.accessToken) {
    await syncItem(deps, item.plaidItemId).catch((error: unknown) => {
      if (!(error instanceof BankLinkError)) throw error;
      logger.warn({ errorCode: error.errorCode, bankItemId: item.id }, 'sync after reconnect failed');
    });
  }
  const [updated] = await db.select().from(t.bankItems).where(eq(t.bankItems.id, item.id));
  publishPlaidItemUpdate({ owner: viewer.id, item: updated });
  return updated;
}
