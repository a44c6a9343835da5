/** A depository account of a linked item: a row of `bank_accounts`. */
export interface LinkedAccount {
  plaidAccountId: string;
  mask: string | null;
  name: string;
  officialName: string | null;
  type: string;
  subType: string | null;
  verificationStatus: string | null;
}

/** A row of `account_balances`, in dollars. */
export interface AccountBalanceReading {
  plaidAccountId: string;
  available: number | null;
  current: number | null;
}

/**
 * A row of `bank_transactions`. Plaid's sign convention: a positive amount is money out of the
 * account, a negative amount (a payroll deposit) is money in.
 */
export interface BankTransaction {
  plaidTransactionId: string;
  plaidAccountId: string;
  amount: number;
  /** YYYY-MM-DD */
  date: string;
  name: string;
}

export interface TransactionsSync {
  added: BankTransaction[];
  modified: BankTransaction[];
  removed: { plaidTransactionId: string }[];
  /** Store it on the item (`bank_items.sync_cursor`) and pass it to the next sync. */
  nextCursor: string;
  /**
   * True when more changes wait behind `nextCursor`. Both implementations gather every page
   * before returning (Plaid requires a failed pagination to restart from the first cursor, so a
   * partial update must never be stored), so today it is always false.
   */
  hasMore: boolean;
}

export type LinkLanguage = 'en' | 'es';

export interface BankLink {
  /**
   * A token for the bank-linking widget (Plaid Link), for the transactions product; with an item's
   * access token, for Link's update mode (the borrower signs in at their bank again).
   */
  createLinkToken(userId: string, language?: LinkLanguage, updateAccessToken?: string): Promise<string>;
  exchangePublicToken(publicToken: string): Promise<{ accessToken: string; itemId: string }>;
  getAccounts(accessToken: string): Promise<LinkedAccount[]>;
  /** Live balances (Plaid's /accounts/balance/get, not the cached ones). */
  getBalances(accessToken: string): Promise<AccountBalanceReading[]>;
  /** Changes since `cursor`; null (or empty) for the item's first sync. */
  syncTransactions(accessToken: string, cursor: string | null): Promise<TransactionsSync>;
}

/**
 * A failed bank call. `errorCode` is Plaid's `error_code` (ITEM_LOGIN_REQUIRED, INVALID_ACCESS_TOKEN…),
 * or TIMEOUT / UNREACHABLE when Plaid could not be reached. It deliberately carries no request or
 * cause: those hold the secret and access token, and errors end up in logs (SECURITY.md §16).
 */
export class BankLinkError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly details: {
      status?: number;
      errorType?: string;
      requestId?: string;
      displayMessage?: string | null;
    } = {},
  ) {
    super(message);
    this.name = 'BankLinkError';
  }
}
