import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeServer,
  type FakeRequest,
  type FakeReply,
  type FakeServer,
} from '../integrations/fakeHttpServer';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const kid = 'webhook-key-1';
const checking = {
  account_id: 'acc-chk',
  balances: {
    available: 90,
    current: 120,
    limit: null,
    iso_currency_code: 'USD',
    unofficial_currency_code: null,
  },
  mask: '4321',
  name: 'Everyday Checking',
  official_name: null,
  type: 'depository',
  subtype: 'checking',
  verification_status: null,
};
const payroll = (id: string, date: string) => ({
  transaction_id: id,
  account_id: 'acc-chk',
  amount: -1850,
  date,
  name: 'ACME CORP PAYROLL',
});

let syncCalls = 0;
/** Plaid fails this many of the next syncs (an outage the webhook's job outlives). */
let failingSyncs = 0;
function fakePlaid(publicJwk: object) {
  return ({ path, body }: FakeRequest): FakeReply => {
    switch (path) {
      case '/webhook_verification_key/get':
        return {
          json: {
            key: { ...publicJwk, kid, alg: 'ES256', use: 'sig', created_at: 0, expired_at: null },
            request_id: 'r',
          },
        };
      case '/link/token/create':
        return {
          json: { link_token: 'link-production-x', expiration: '2030-01-01T00:00:00Z', request_id: 'r' },
        };
      case '/item/public_token/exchange':
        return body.includes('public-production-outage')
          ? {
              status: 500,
              json: {
                error_type: 'API_ERROR',
                error_code: 'INTERNAL_SERVER_ERROR',
                error_message: 'down',
                request_id: 'r',
              },
            }
          : { json: { access_token: 'access-production-secret', item_id: 'item-77', request_id: 'r' } };
      case '/accounts/get':
      case '/accounts/balance/get':
        return { json: { accounts: [checking], item: {}, request_id: 'r' } };
      case '/transactions/sync':
        syncCalls += 1;
        if (failingSyncs > 0) {
          failingSyncs -= 1;
          return {
            status: 500,
            json: {
              error_type: 'API_ERROR',
              error_code: 'INTERNAL_SERVER_ERROR',
              error_message: 'down',
              request_id: 'r',
            },
          };
        }
        return {
          json: {
            accounts: [],
            added: [
              payroll('t1', '2026-10-02'),
              payroll('t2', '2026-10-16'),
              payroll('t3', '2026-10-30'),
              payroll('t4', '2026-11-13'),
            ],
            modified: [],
            removed: [],
            next_cursor: `cursor-${syncCalls}`,
            has_more: false,
            request_id: 'r',
          },
        };
      default:
        return { status: 404, json: {} };
    }
  };
}

describe.each(testDialects)(
  'the Plaid webhook, with the real plaid SDK against a fake Plaid (%s)',
  (dialect) => {
    let plaid: FakeServer;
    let server: TestServer;
    let signingKey: CryptoKey;
    let borrower: HttpClient;

    const sign = async (body: string, options: { iat?: number; key?: CryptoKey } = {}) =>
      new SignJWT({ request_body_sha256: createHash('sha256').update(body).digest('hex') })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setIssuedAt(options.iat)
        .sign(options.key ?? signingKey);

    const deliver = (body: string, header?: string) =>
      fetch(`${server.url}/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(header ? { 'plaid-verification': header } : {}) },
        body,
      });

    const itemState = async () => {
      const { db, t } = server.database;
      const [item] = await db.select().from(t.bankItems).where(eq(t.bankItems.plaidItemId, 'item-77'));
      const alerts = item
        ? await db.select().from(t.alerts).where(eq(t.alerts.borrowerId, item.borrowerId))
        : [];
      return {
        isConnected: item?.isConnected,
        disconnectedAlerts: alerts.filter((a) => a.type === 'bankAccountDisconnected').length,
      };
    };

    beforeAll(async () => {
      const pair = await generateKeyPair('ES256', { extractable: true });
      signingKey = pair.privateKey;
      plaid = await startFakeServer(fakePlaid(await exportJWK(pair.publicKey)));
      server = await startTestServer(dialect, {
        env: { PLAID_CLIENT_ID: 'client-id', PLAID_SECRET: 'plaid-secret' },
        integrations: { plaidBasePath: plaid.url },
        thirdParties: 'configured',
      });
      borrower = server.client();
      const { saveAboutYou } = await borrower.data<{ saveAboutYou: { application: { id: string } } }>(
        'mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { application { id } } }',
        {
          input: {
            firstName: 'Jo',
            lastName: 'Banks',
            email: 'jo.banks@example.com',
            phoneNumber: '512-867-5309',
            agreedToTerms: true,
          },
        },
      );
      await borrower.data(
        'mutation($input: ConnectBankAccountInput!) { connectBankAccount(input: $input) { nextRoute } }',
        {
          input: {
            applicationId: saveAboutYou.application.id,
            publicToken: 'public-production-ok',
            institutionId: 'ins_3',
            institutionName: 'Chase',
          },
        },
      );
    });
    afterAll(async () => {
      await server?.close();
      await plaid?.close();
    });

    it('links through Plaid and predicts income from the synced payroll', async () => {
      const { myApplication } = await borrower.data<{
        myApplication: {
          bankItems: { institutionName: string; isFinishedHistoricalUpdate: boolean }[];
          incomePredictions: { amount: number }[];
        };
      }>(
        '{ myApplication { bankItems { institutionName isFinishedHistoricalUpdate } incomePredictions { amount } } }',
      );
      expect(myApplication.bankItems).toEqual([
        { institutionName: 'Chase', isFinishedHistoricalUpdate: true },
      ]);
      expect(myApplication.incomePredictions.length).toBe(1);
    });

    it('lets the borrower go on when Plaid is down, linking nothing', async () => {
      const { myApplication } = await borrower.data<{ myApplication: { id: string } }>(
        '{ myApplication { id } }',
      );
      const res = await borrower.data<{ connectBankAccount: { nextRoute: string } }>(
        'mutation($input: ConnectBankAccountInput!) { connectBankAccount(input: $input) { nextRoute } }',
        {
          input: {
            applicationId: myApplication.id,
            publicToken: 'public-production-outage',
            institutionId: 'ins_4',
          },
        },
      );
      expect(res.connectBankAccount.nextRoute).toBe('/offers/pending');
      const after = await borrower.data<{ myApplication: { bankItems: unknown[] } }>(
        '{ myApplication { bankItems { id } } }',
      );
      expect(after.myApplication.bankItems).toHaveLength(1);
    });

    it('refuses forged, tampered, unsigned and stale deliveries, changing nothing', async () => {
      const body = JSON.stringify({
        webhook_type: 'ITEM',
        webhook_code: 'ERROR',
        item_id: 'item-77',
        error: { error_code: 'ITEM_LOGIN_REQUIRED' },
      });
      const otherKey = (await generateKeyPair('ES256')).privateKey;
      const stale = Math.floor(Date.now() / 1000) - 6 * 60;
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid })).toString('base64url')}.${Buffer.from(
        JSON.stringify({
          iat: Math.floor(Date.now() / 1000),
          request_body_sha256: createHash('sha256').update(body).digest('hex'),
        }),
      ).toString('base64url')}.`;
      const attempts = [
        await deliver(body),
        await deliver(body, await sign(body, { key: otherKey })),
        await deliver(body.replace('item-77', 'item-78'), await sign(body)),
        await deliver(body, await sign(body, { iat: stale })),
        await deliver(body, none),
      ];
      expect(attempts.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
      expect(await itemState()).toEqual({ isConnected: true, disconnectedAlerts: 0 });
    });

    it('disconnects the item and alerts the borrower once, even when Plaid delivers twice', async () => {
      const body = JSON.stringify({
        webhook_type: 'ITEM',
        webhook_code: 'ERROR',
        item_id: 'item-77',
        error: { error_code: 'ITEM_LOGIN_REQUIRED' },
      });
      const first = await deliver(body, await sign(body));
      const replay = await deliver(body, await sign(body));
      expect([first.status, replay.status]).toEqual([200, 200]);
      await expect.poll(itemState).toEqual({ isConnected: false, disconnectedAlerts: 1 });
    });

    it('raises the alert again when a reconnected item is disconnected once more', async () => {
      const { db, t } = server.database;
      const [item] = await db.select().from(t.bankItems).where(eq(t.bankItems.plaidItemId, 'item-77'));
      const unseen = async () =>
        (await db.select().from(t.alerts).where(eq(t.alerts.triggeredById, item.id))).map(
          (a) => a.hasBeenSeenByBorrower,
        );
      await borrower.data('mutation($id: ID!) { reconnectBankItem(bankItemId: $id) { id } }', {
        id: item.id,
      });
      expect(await itemState()).toEqual({ isConnected: true, disconnectedAlerts: 1 });
      expect(await unseen()).toEqual([true]);

      const body = JSON.stringify({
        webhook_type: 'ITEM',
        webhook_code: 'ERROR',
        item_id: 'item-77',
        error: { error_code: 'ITEM_LOGIN_REQUIRED' },
        environment: 'again',
      });
      expect((await deliver(body, await sign(body))).status).toBe(200);
      await expect.poll(itemState).toEqual({ isConnected: false, disconnectedAlerts: 1 });
      expect(await unseen()).toEqual([false]);
    });

    it('syncs from the stored cursor when Plaid says updates are available, once per delivery', async () => {
      const before = syncCalls;
      const body = JSON.stringify({
        webhook_type: 'TRANSACTIONS',
        webhook_code: 'SYNC_UPDATES_AVAILABLE',
        item_id: 'item-77',
        initial_update_complete: true,
        historical_update_complete: true,
      });
      await deliver(body, await sign(body));
      await deliver(body, await sign(body));
      await expect.poll(() => syncCalls).toBe(before + 1);
      const syncRequest = plaid.requests.filter((r) => r.path === '/transactions/sync').at(-1)!;
      expect(JSON.parse(syncRequest.body).cursor).toBe(`cursor-${before}`);
      // The job stores Plaid's next cursor after the answer: done once it is stored.
      const { db, t } = server.database;
      await expect
        .poll(
          async () =>
            (await db.select().from(t.bankItems).where(eq(t.bankItems.plaidItemId, 'item-77')))[0]!
              .syncCursor,
        )
        .toBe(`cursor-${before + 1}`);
    });

    it('syncs again when Plaid failed the first time, storing the update once', async () => {
      const before = syncCalls;
      const { db, t } = server.database;
      const [item] = await db.select().from(t.bankItems).where(eq(t.bankItems.plaidItemId, 'item-77'));
      const transactions = async () => (await db.select().from(t.bankTransactions)).length;
      const stored = await transactions();
      failingSyncs = 1;
      const body = JSON.stringify({
        webhook_type: 'TRANSACTIONS',
        webhook_code: 'SYNC_UPDATES_AVAILABLE',
        item_id: 'item-77',
        initial_update_complete: true,
        historical_update_complete: true,
        environment: 'retried',
      });
      expect((await deliver(body, await sign(body))).status).toBe(200);
      const cursorOf = async () =>
        (await db.select().from(t.bankItems).where(eq(t.bankItems.id, item.id)))[0]!.syncCursor;
      await expect.poll(cursorOf, { timeout: 30_000 }).toBe(`cursor-${before + 2}`);
      expect(syncCalls).toBe(before + 2);
      const [failed, retried] = plaid.requests.filter((r) => r.path === '/transactions/sync').slice(-2);
      expect([JSON.parse(failed!.body).cursor, JSON.parse(retried!.body).cursor]).toEqual([
        item.syncCursor,
        item.syncCursor,
      ]);
      // The fake answers four payroll deposits per sync: the failed attempt stored none, the retry four.
      expect(await transactions()).toBe(stored + 4);
    });
  },
);
