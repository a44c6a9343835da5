import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../../db/client';
import type { Viewer } from '../../auth/viewer';
import { inTransaction, readData } from '../../data/bound';
import { notFound } from '../../errors';
import { BankLinkError } from '../../integrations/bankLink/bankLink';
import { syncItem } from '../flow/bank';
import type { ServiceDeps } from '../deps';
import { publishPlaidItemUpdate } from '../flow/plaidItemUpdates';

/*
 * What a borrower does in the customer portal. A record of another borrower answers NOT_FOUND, as
 * an unknown id does: the portal never tells whether someone else's id exists.
 */

async function ownedAlert(database: Database, viewer: Viewer, alertId: string) {
  const alert = await readData(database).alerts.ownedAlertOf(alertId, viewer.id);
  if (!alert) throw notFound('Alert');
  return alert;
}

export async function ownedBankItem(database: Database, viewer: Viewer, bankItemId: string) {
  const item = await readData(database).bank.ownedBankItemOf(bankItemId, viewer.id);
  if (!item) throw notFound('Bank item');
  return item;
}

export async function markAlertSeen(database: Database, viewer: Viewer, alertId: string) {
  requirePermission(viewer, 'borrower');
  await ownedAlert(database, viewer, alertId);
  return inTransaction(database, (data) => data.alerts.setAlertSeenByBorrower(alertId));
}

/**
 * After Link's update mode: the item is connected again and its disconnected alert seen, in one
 * transaction; then its history catches up. A failed sync does not undo the reconnect (the borrower
 * did sign in at their bank); the next webhook syncs again, or disconnects it again.
 */
export async function reconnectBankItem(deps: ServiceDeps, viewer: Viewer, bankItemId: string) {
  requirePermission(viewer, 'borrower');
  const { database, logger } = deps;
  const item = await ownedBankItem(database, viewer, bankItemId);
  await inTransaction(database, async (data) => {
    await data.bank.setBankItemConnected(item.id);
    await data.alerts.setDisconnectedAlertSeenByBorrower(item.id);
  });
  if (item.plaidItemId && item.accessToken) {
    await syncItem(deps, item.plaidItemId).catch((error: unknown) => {
      if (!(error instanceof BankLinkError)) throw error;
      logger.warn({ errorCode: error.errorCode, bankItemId: item.id }, 'sync after reconnect failed');
    });
  }
  const updated = (await readData(database).bank.bankItemById(item.id))!;
  publishPlaidItemUpdate(database, { workspace: deps.workspace, owner: viewer.id, itemId: item.id });
  return updated;
}
