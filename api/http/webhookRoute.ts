import express, { Router } from 'express';
import { inTransaction } from '../data/bound';
import type { Integrations } from '../integrations';
import { parsePlaidWebhook, PlaidWebhookMalformed } from '../integrations/bankLink/webhookEvents';
import type { Logger } from '../logger';
import type { DepsFor } from './requestDeps';
import { plaidWebhookJob } from '../services/flow/plaidWebhookJob';

/**
 * Plaid retries a delivery it thinks failed within minutes. A later, legitimate webhook can have the
 * very same body (SYNC_UPDATES_AVAILABLE for the same item), so a body is a duplicate only this long.
 */
const duplicateWindowMs = 10 * 60_000;

/**
 * POST /webhook (Plaid). The raw body is verified against the Plaid-Verification JWT, a delivery
 * already seen (same body hash, within the window) is acknowledged and ignored, and the work is a job
 * enqueued with the record of the delivery, run after the 200 so Plaid never waits on it, and run
 * again (elsewhere, once) when the process running it dies (api/services/flow/plaidWebhookJob.ts).
 */
export function webhookRoute(depsFor: DepsFor, integrations: Integrations, logger: Logger): Router {
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
    await inTransaction(deps.database, async (data, tx) => {
      const seen = await data.bank.webhookDeliveryOf(verification.bodySha256);
      if (seen && receivedAt.getTime() - Date.parse(seen.receivedAt) < duplicateWindowMs) return;
      await data.bank.recordWebhookDelivery(verification.bodySha256, receivedAt.toISOString());
      await deps.jobs.enqueue(tx, plaidWebhookJob, event);
    });
    res.status(200).json({ ok: true });
  });
  return router;
}
