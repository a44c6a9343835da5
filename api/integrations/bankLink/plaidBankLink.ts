import type { PlaidApi, Transaction } from 'plaid';
import { loadPlaid } from '../lazySdk';
import {
  BankLinkError,
  type BankLink,
  type BankTransaction,
  type LinkLanguage,
  type TransactionsSync,
} from './bankLink';
import { plaidCall } from './plaidClient';

export interface PlaidBankLinkOptions {
  clientName: string;
  /** Where Plaid sends item and transactions webhooks ({origin}/webhook). */
  webhookUrl?: string;
}

// Plaid's guidance: a mutation during pagination restarts the whole loop; a few times is plenty.
const maxSyncAttempts = 3;
const syncPageSize = 500;

const toTransaction = (t: Transaction): BankTransaction => ({
  plaidTransactionId: t.transaction_id,
  plaidAccountId: t.account_id,
  amount: t.amount,
  date: t.date,
  name: t.name,
});

/** The bank link over Plaid's official SDK. */
export class PlaidBankLink implements BankLink {
  constructor(
    private readonly plaid: PlaidApi,
    private readonly options: PlaidBankLinkOptions,
  ) {}

  async createLinkToken(
    userId: string,
    language: LinkLanguage = 'en',
    updateAccessToken?: string,
  ): Promise<string> {
    // Update mode names the item by its access token and lists no products: the item has them.
    const products = updateAccessToken
      ? { access_token: updateAccessToken }
      : { products: [loadPlaid().Products.Transactions], transactions: { days_requested: 90 } };
    const data = await plaidCall(() =>
      this.plaid.linkTokenCreate({
        client_name: this.options.clientName,
        language,
        country_codes: [loadPlaid().CountryCode.Us],
        user: { client_user_id: userId },
        webhook: this.options.webhookUrl,
        ...products,
      }),
    );
    return data.link_token;
  }

  async exchangePublicToken(publicToken: string): Promise<{ accessToken: string; itemId: string }> {
    const data = await plaidCall(() => this.plaid.itemPublicTokenExchange({ public_token: publicToken }));
    return { accessToken: data.access_token, itemId: data.item_id };
  }

  async getAccounts(accessToken: string) {
    const data = await plaidCall(() => this.plaid.accountsGet({ access_token: accessToken }));
    return data.accounts.map((account) => ({
      plaidAccountId: account.account_id,
      mask: account.mask,
      name: account.name,
      officialName: account.official_name,
      type: account.type,
      subType: account.subtype,
      verificationStatus: account.verification_status ?? null,
    }));
  }

  async getBalances(accessToken: string) {
    const data = await plaidCall(() => this.plaid.accountsBalanceGet({ access_token: accessToken }));
    return data.accounts.map((account) => ({
      plaidAccountId: account.account_id,
      available: account.balances.available,
      current: account.balances.current,
    }));
  }

  async syncTransactions(accessToken: string, cursor: string | null): Promise<TransactionsSync> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.syncAllPages(accessToken, cursor);
      } catch (error) {
        const mutated =
          error instanceof BankLinkError &&
          error.errorCode === 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION';
        if (!mutated || attempt >= maxSyncAttempts) throw error;
      }
    }
  }

  private async syncAllPages(accessToken: string, cursor: string | null): Promise<TransactionsSync> {
    const result: TransactionsSync = {
      added: [],
      modified: [],
      removed: [],
      nextCursor: cursor ?? '',
      hasMore: true,
    };
    while (result.hasMore) {
      const page = await plaidCall(() =>
        this.plaid.transactionsSync({
          access_token: accessToken,
          cursor: result.nextCursor || undefined,
          count: syncPageSize,
        }),
      );
      result.added.push(...page.added.map(toTransaction));
      result.modified.push(...page.modified.map(toTransaction));
      result.removed.push(...page.removed.map((r) => ({ plaidTransactionId: r.transaction_id })));
      result.nextCursor = page.next_cursor;
      result.hasMore = page.has_more;
    }
    return result;
  }
}
