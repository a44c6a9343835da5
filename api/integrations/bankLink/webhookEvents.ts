import { z } from 'zod';

/**
 * The Plaid webhooks the product acts on, as a typed union (pure parsing: what to store is the data
 * layer's business). Everything else is `OTHER`, so the endpoint can acknowledge it and move on.
 */
export type PlaidWebhookEvent =
  | {
      code: 'SYNC_UPDATES_AVAILABLE';
      itemId: string;
      initialUpdateComplete: boolean;
      historicalUpdateComplete: boolean;
    }
  | { code: 'HISTORICAL_UPDATE'; itemId: string; newTransactions: number }
  /** ITEM / ERROR with error_code ITEM_LOGIN_REQUIRED: the borrower must sign in to the bank again. */
  | { code: 'ITEM_LOGIN_REQUIRED'; itemId: string }
  | { code: 'ERROR'; itemId: string; errorCode: string | null }
  | { code: 'PENDING_EXPIRATION'; itemId: string; consentExpirationTime: string }
  | { code: 'LOGIN_REPAIRED'; itemId: string }
  | { code: 'OTHER'; webhookType: string; webhookCode: string; itemId: string | null };

export class PlaidWebhookMalformed extends Error {
  override name = 'PlaidWebhookMalformed';
}

const envelope = z.object({
  webhook_type: z.string(),
  webhook_code: z.string(),
  item_id: z.string().nullish(),
});
const syncUpdates = z.object({
  item_id: z.string(),
  initial_update_complete: z.boolean(),
  historical_update_complete: z.boolean(),
});
const historicalUpdate = z.object({ item_id: z.string(), new_transactions: z.number().int().nonnegative() });
const itemError = z.object({
  item_id: z.string(),
  error: z.object({ error_code: z.string() }).nullish(),
});
const pendingExpiration = z.object({ item_id: z.string(), consent_expiration_time: z.string() });
const itemOnly = z.object({ item_id: z.string() });

export function parsePlaidWebhook(body: Buffer | string): PlaidWebhookEvent {
  const json = parseJson(body.toString());
  const head = envelope.safeParse(json);
  if (!head.success) throw new PlaidWebhookMalformed('not a Plaid webhook');
  const { webhook_type: type, webhook_code: code } = head.data;
  const read = <T>(schema: z.ZodType<T>): T => {
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new PlaidWebhookMalformed(`${type} ${code} is missing fields`);
    return parsed.data;
  };

  if (type === 'TRANSACTIONS' && code === 'SYNC_UPDATES_AVAILABLE') {
    const w = read(syncUpdates);
    return {
      code,
      itemId: w.item_id,
      initialUpdateComplete: w.initial_update_complete,
      historicalUpdateComplete: w.historical_update_complete,
    };
  }
  if (type === 'TRANSACTIONS' && code === 'HISTORICAL_UPDATE') {
    const w = read(historicalUpdate);
    return { code, itemId: w.item_id, newTransactions: w.new_transactions };
  }
  if (type === 'ITEM' && code === 'ERROR') {
    const w = read(itemError);
    const errorCode = w.error?.error_code ?? null;
    if (errorCode === 'ITEM_LOGIN_REQUIRED') return { code: 'ITEM_LOGIN_REQUIRED', itemId: w.item_id };
    return { code, itemId: w.item_id, errorCode };
  }
  if (type === 'ITEM' && code === 'PENDING_EXPIRATION') {
    const w = read(pendingExpiration);
    return { code, itemId: w.item_id, consentExpirationTime: w.consent_expiration_time };
  }
  if (type === 'ITEM' && code === 'LOGIN_REPAIRED') return { code, itemId: read(itemOnly).item_id };
  return { code: 'OTHER', webhookType: type, webhookCode: code, itemId: head.data.item_id ?? null };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new PlaidWebhookMalformed('body is not JSON');
  }
}
