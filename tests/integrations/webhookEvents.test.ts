import { describe, expect, it } from 'vitest';
import { parsePlaidWebhook, PlaidWebhookMalformed } from '../../api/integrations/bankLink/webhookEvents';

const webhook = (fields: object) => Buffer.from(JSON.stringify({ environment: 'production', ...fields }));

describe('parsePlaidWebhook', () => {
  it('reads SYNC_UPDATES_AVAILABLE with both completion flags', () => {
    const body = webhook({
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: 'item-1',
      initial_update_complete: true,
      historical_update_complete: false,
    });
    expect(parsePlaidWebhook(body)).toEqual({
      code: 'SYNC_UPDATES_AVAILABLE',
      itemId: 'item-1',
      initialUpdateComplete: true,
      historicalUpdateComplete: false,
    });
  });

  it('reads HISTORICAL_UPDATE', () => {
    const body = webhook({
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'HISTORICAL_UPDATE',
      item_id: 'item-1',
      new_transactions: 231,
    });
    expect(parsePlaidWebhook(body)).toEqual({
      code: 'HISTORICAL_UPDATE',
      itemId: 'item-1',
      newTransactions: 231,
    });
  });

  it('turns an ITEM ERROR with ITEM_LOGIN_REQUIRED into its own event, and keeps other errors as ERROR', () => {
    const error = (error_code: string) =>
      webhook({
        webhook_type: 'ITEM',
        webhook_code: 'ERROR',
        item_id: 'item-1',
        error: { error_code, error_type: 'ITEM_ERROR' },
      });
    expect(parsePlaidWebhook(error('ITEM_LOGIN_REQUIRED'))).toEqual({
      code: 'ITEM_LOGIN_REQUIRED',
      itemId: 'item-1',
    });
    expect(parsePlaidWebhook(error('INSTITUTION_DOWN'))).toEqual({
      code: 'ERROR',
      itemId: 'item-1',
      errorCode: 'INSTITUTION_DOWN',
    });
  });

  it('reads PENDING_EXPIRATION and LOGIN_REPAIRED', () => {
    const expiring = webhook({
      webhook_type: 'ITEM',
      webhook_code: 'PENDING_EXPIRATION',
      item_id: 'item-1',
      consent_expiration_time: '2025-07-01T00:00:00Z',
    });
    expect(parsePlaidWebhook(expiring)).toEqual({
      code: 'PENDING_EXPIRATION',
      itemId: 'item-1',
      consentExpirationTime: '2025-07-01T00:00:00Z',
    });
    expect(
      parsePlaidWebhook(webhook({ webhook_type: 'ITEM', webhook_code: 'LOGIN_REPAIRED', item_id: 'item-1' })),
    ).toEqual({
      code: 'LOGIN_REPAIRED',
      itemId: 'item-1',
    });
  });

  it('passes other webhooks through as OTHER so they can be acknowledged', () => {
    const body = webhook({ webhook_type: 'ITEM', webhook_code: 'NEW_ACCOUNTS_AVAILABLE', item_id: 'item-1' });
    expect(parsePlaidWebhook(body)).toEqual({
      code: 'OTHER',
      webhookType: 'ITEM',
      webhookCode: 'NEW_ACCOUNTS_AVAILABLE',
      itemId: 'item-1',
    });
  });

  it.each([
    ['not JSON', 'webhook_type=ITEM'],
    ['no webhook_type', JSON.stringify({ webhook_code: 'ERROR' })],
    [
      'a known webhook without its fields',
      JSON.stringify({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE' }),
    ],
  ])('refuses %s', (_, body) => {
    expect(() => parsePlaidWebhook(body)).toThrow(PlaidWebhookMalformed);
  });
});
