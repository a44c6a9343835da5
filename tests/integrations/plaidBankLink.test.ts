import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankLinkError } from '../../api/integrations/bankLink/bankLink';
import { PlaidBankLink } from '../../api/integrations/bankLink/plaidBankLink';
import { createPlaidApi } from '../../api/integrations/bankLink/plaidClient';
import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from './fakeHttpServer';

const secret = 'plaid-secret-never-logged';
const accessToken = 'access-sandbox-5f1e2d3c';
const lockedAccessToken = 'access-sandbox-locked';

const plaidError = (status: number, errorType: string, errorCode: string): FakeReply => ({
  status,
  json: {
    error_type: errorType,
    error_code: errorCode,
    error_message: 'fake',
    display_message: null,
    request_id: 'req-e',
  },
});
const tx = (id: string, amount: number, date: string, name: string) => ({
  transaction_id: id,
  account_id: 'acc-chk',
  amount,
  date,
  name,
});

/** State the tests can steer: how many more times a sync page fails with a mutation error. */
let mutationsLeft = 0;

function fakePlaid({ path, body }: FakeRequest): FakeReply {
  const request = JSON.parse(body) as Record<string, string | undefined>;
  if (request.access_token === lockedAccessToken) return plaidError(400, 'ITEM_ERROR', 'ITEM_LOGIN_REQUIRED');
  switch (path) {
    case '/link/token/create':
      return {
        json: { link_token: 'link-sandbox-abc', expiration: '2025-06-15T20:00:00Z', request_id: 'req-1' },
      };
    case '/item/public_token/exchange':
      return request.public_token === 'public-sandbox-good'
        ? { json: { access_token: accessToken, item_id: 'item-42', request_id: 'req-2' } }
        : plaidError(400, 'INVALID_INPUT', 'INVALID_PUBLIC_TOKEN');
    case '/accounts/get':
    case '/accounts/balance/get':
      return { json: { accounts: [checking], item: {}, request_id: 'req-3' } };
    case '/transactions/sync':
      return syncPage(request.cursor);
    case '/slow':
      return 'hang';
    default:
      return { status: 404, json: {} };
  }
}

const checking = {
  account_id: 'acc-chk',
  balances: {
    available: 1200.5,
    current: 1250.75,
    limit: null,
    iso_currency_code: 'USD',
    unofficial_currency_code: null,
  },
  mask: '0000',
  name: 'Plaid Checking',
  official_name: 'Plaid Gold Standard 0% Interest Checking',
  type: 'depository',
  subtype: 'checking',
  verification_status: 'automatically_verified',
};

function syncPage(cursor: string | undefined): FakeReply {
  const page = (json: object) => ({ json: { accounts: [], request_id: 'req-4', ...json } });
  if (cursor === undefined) {
    return page({
      added: [tx('t1', -1500, '2025-06-06', 'ACME PAYROLL')],
      modified: [],
      removed: [],
      next_cursor: 'c1',
      has_more: true,
    });
  }
  if (cursor === 'c1') {
    if (mutationsLeft-- > 0)
      return plaidError(400, 'TRANSACTIONS_ERROR', 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION');
    return page({
      added: [tx('t2', 42.1, '2025-06-07', 'KROGER')],
      modified: [tx('t0', 12, '2025-06-01', 'STARBUCKS')],
      removed: [{ transaction_id: 't-old', account_id: 'acc-chk' }],
      next_cursor: 'c2',
      has_more: false,
    });
  }
  return page({ added: [], modified: [], removed: [], next_cursor: cursor, has_more: false });
}

let server: FakeServer;
let bank: PlaidBankLink;

beforeAll(async () => {
  server = await startFakeServer(fakePlaid);
  const plaid = createPlaidApi({ clientId: 'client-1', secret, basePath: server.url, timeoutMs: 2_000 });
  bank = new PlaidBankLink(plaid, {
    clientName: 'Relief Service',
    webhookUrl: 'https://relief.example.org/webhook',
  });
});
afterAll(() => server.close());

const lastRequest = () => server.requests[server.requests.length - 1];

describe('PlaidBankLink over the real Plaid SDK', () => {
  it('creates a link token for the transactions product, authenticated by headers', async () => {
    expect(await bank.createLinkToken('user-7', 'es')).toBe('link-sandbox-abc');
    const { headers, body } = lastRequest();
    expect(headers['plaid-client-id']).toBe('client-1');
    expect(headers['plaid-secret']).toBe(secret);
    expect(headers['plaid-version']).toBe('2020-09-14');
    expect(JSON.parse(body)).toMatchObject({
      products: ['transactions'],
      country_codes: ['US'],
      language: 'es',
      user: { client_user_id: 'user-7' },
      webhook: 'https://relief.example.org/webhook',
    });
  });

  it("creates an update-mode link token naming the item's access token, with no products", async () => {
    expect(await bank.createLinkToken('user-7', 'en', 'access-sandbox-item-9')).toBe('link-sandbox-abc');
    const body = JSON.parse(lastRequest().body);
    expect(body).toMatchObject({ access_token: 'access-sandbox-item-9', user: { client_user_id: 'user-7' } });
    expect(body.products).toBeUndefined();
  });

  it('exchanges a public token for an access token and item id', async () => {
    expect(await bank.exchangePublicToken('public-sandbox-good')).toEqual({ accessToken, itemId: 'item-42' });
  });

  it('maps accounts and balances onto the bank_accounts and account_balances rows', async () => {
    expect(await bank.getAccounts(accessToken)).toEqual([
      {
        plaidAccountId: 'acc-chk',
        mask: '0000',
        name: 'Plaid Checking',
        officialName: 'Plaid Gold Standard 0% Interest Checking',
        type: 'depository',
        subType: 'checking',
        verificationStatus: 'automatically_verified',
      },
    ]);
    expect(await bank.getBalances(accessToken)).toEqual([
      { plaidAccountId: 'acc-chk', available: 1200.5, current: 1250.75 },
    ]);
    expect(lastRequest().path).toBe('/accounts/balance/get');
  });

  it('follows has_more through both pages of a transactions sync', async () => {
    const sync = await bank.syncTransactions(accessToken, null);
    expect(sync.added.map((t) => [t.plaidTransactionId, t.amount])).toEqual([
      ['t1', -1500],
      ['t2', 42.1],
    ]);
    expect(sync.modified.map((t) => t.plaidTransactionId)).toEqual(['t0']);
    expect(sync.removed).toEqual([{ plaidTransactionId: 't-old' }]);
    expect(sync).toMatchObject({ nextCursor: 'c2', hasMore: false });
    expect(JSON.parse(lastRequest().body)).toMatchObject({ cursor: 'c1' });
  });

  it('restarts the whole pagination from the first cursor after a mutation during pagination', async () => {
    mutationsLeft = 1;
    const before = server.requests.length;
    const sync = await bank.syncTransactions(accessToken, null);
    expect(sync.added.map((t) => t.plaidTransactionId)).toEqual(['t1', 't2']);
    const cursors = server.requests
      .slice(before)
      .map((r) => (JSON.parse(r.body) as { cursor?: string }).cursor);
    expect(cursors).toEqual([undefined, 'c1', undefined, 'c1']);
  });

  it("turns Plaid's ITEM_LOGIN_REQUIRED into a BankLinkError that holds no secret or token", async () => {
    const error = await bank.getBalances(lockedAccessToken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankLinkError);
    expect(error).toMatchObject({
      errorCode: 'ITEM_LOGIN_REQUIRED',
      details: { status: 400, errorType: 'ITEM_ERROR' },
    });
    for (const rendering of [inspect(error, { depth: 10 }), JSON.stringify(error)]) {
      expect(rendering).not.toContain(secret);
      expect(rendering).not.toContain(lockedAccessToken);
    }
  });

  it('rejects a public token Plaid does not know', async () => {
    await expect(bank.exchangePublicToken('public-sandbox-bad')).rejects.toMatchObject({
      errorCode: 'INVALID_PUBLIC_TOKEN',
    });
  });

  // The SDK's own requests never time out: finishing inside this test's 5 s proves ours applies.
  it('gives up with TIMEOUT when Plaid does not answer in time', { timeout: 5_000 }, async () => {
    const hanging = await startFakeServer(() => 'hang');
    const slowBank = new PlaidBankLink(
      createPlaidApi({ clientId: 'c', secret, basePath: hanging.url, timeoutMs: 150 }),
      {
        clientName: 'Relief Service',
      },
    );
    await expect(slowBank.getAccounts(accessToken)).rejects.toMatchObject({ errorCode: 'TIMEOUT' });
    await hanging.close();
  });
});
