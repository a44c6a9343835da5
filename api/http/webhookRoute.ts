import express, { Router, type Request } from 'express';
import { inTransaction } from '../data/bound';
import type { Integrations } from '../integrations';
import { parsePlaidWebhook, PlaidWebhookMalformed } from '../integrations/bankLink/webhookEvents';
import type { Logger } from '../logger';
import { markItemDisconnected, syncItem } from '../services/flow/bank';
import type { ServiceDeps } from '../services/deps';

/**
 * Plaid retries a delivery it thinks failed within minutes. A later, legitimate webhook can have the
 * very same body (SYNC_UPDATES_AVAILABLE for the same item), so a body is a duplicate only this long.
 */
const duplicateWindowMs = 10 * 60_000;

/**
 * POST /webhook (Plaid). The raw body is verified against the Plaid-Verification JWT, a delivery
 * already seen (same body hash, within the window) is acknowledged and ignored, and the work runs
 * after the 200 so Plaid never waits on it. Handlers are idempotent: syncing from the stored cursor
 * twice adds nothing.
 */
export function webhookRoute(
  depsFor: (req: Request) => ServiceDeps,
  integrations: Integrations,
  logger: Logger,
): Router {
  const router = Router();
  router.post('/', express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const verification = await integrations.verifyBankWebhook({
      body,
      verificationHeader: req.get('plaid-verification'),
    });
    if (!verification.ok) {
      logger.warn({ reason: verification.reason }, 'webhook refused');
      res.status(401).json({ errors: [{ message: 'Webhook verification failed' }] });
      return;
    }
    let event;
    try {
      event = parsePlaidWebhook(body);
    } catch (error) {
      if (!(error instanceof PlaidWebhookMalformed)) throw error;
      res.status(400).json({ errors: [{ message: 'Malformed webhook' }] });
      return;
    }
    const deps = depsFor(req);
    const receivedAt = deps.now();
    const fresh = await inTransaction(deps.database, async (data) => {
      const seen = await data.bank.webhookDeliveryOf(verification.bodySha256);
      if (seen && receivedAt.getTime() - Date.parse(seen.receivedAt) < duplicateWindowMs) return false;
      await data.bank.recordWebhookDelivery(verification.bodySha256, receivedAt.toISOString());
      return true;
    });
    res.status(200).json({ ok: true });
    if (!fresh) return;
    setImmediate(() => {
      handle(deps, event).catch((err) => logger.error({ err, code: event.code }, 'webhook handling failed'));
    });
  });
  return router;
}

async function handle(deps: ServiceDeps, event: ReturnType<typeof parsePlaidWebhook>) {
  switch (event.code) {
    case 'SYNC_UPDATES_AVAILABLE':
    case 'HISTORICAL_UPDATE':
      return syncItem(deps, event.itemId);
    case 'ITEM_LOGIN_REQUIRED':
      return markItemDisconnected(deps, event.itemId);
    default:
      return undefined;
  }
}
