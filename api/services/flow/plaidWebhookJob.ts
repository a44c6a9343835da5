import type { PlaidWebhookEvent } from '../../integrations/bankLink/webhookEvents';
import { jobKind } from '../../jobs/queue';
import type { ServiceDeps } from '../deps';
import { markItemDisconnected, syncItem } from './bank';

/**
 * A Plaid webhook's work, enqueued with the record of its delivery and run after the 200. Its
 * handlers are idempotent (a sync starts from the stored cursor), so an attempt cut short by a
 * dying process is simply run again.
 */
export const plaidWebhookJob = jobKind<PlaidWebhookEvent>({
  name: 'plaid-webhook',
  retryLimit: 5,
  retryDelaySeconds: 30,
  leaseSeconds: 300,
});

export async function runPlaidWebhook(deps: ServiceDeps, event: PlaidWebhookEvent): Promise<void> {
  switch (event.code) {
    case 'SYNC_UPDATES_AVAILABLE':
    case 'HISTORICAL_UPDATE':
      await syncItem(deps, event.itemId);
      return;
    case 'ITEM_LOGIN_REQUIRED':
      await markItemDisconnected(deps, event.itemId);
      return;
    default:
      return;
  }
}
