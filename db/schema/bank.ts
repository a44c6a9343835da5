import { index, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { applications, borrowers } from './application';
import { bool, createdAt, date, id, json, money, sealedText, text, updatedAt } from './columns';

export const bankItems = sqliteTable(
  'bank_items',
  {
    id: id(),
    applicationId: text().references(() => applications.id, { onDelete: 'cascade' }),
    borrowerId: text()
      .notNull()
      .references(() => borrowers.id, { onDelete: 'cascade' }),
    plaidItemId: text(),
    accessToken: sealedText(),
    syncCursor: text(),
    institutionId: text().notNull(),
    institutionName: text(),
    isConnected: bool().notNull().default(true),
    isFinishedHistoricalUpdate: bool().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bank_items_borrower_idx').on(t.borrowerId),
    // A borrower page's Bank tab and its connected-account flag read an application's items by it.
    index('bank_items_application_idx').on(t.applicationId),
    uniqueIndex('bank_items_plaid_item_unique').on(t.plaidItemId),
    // An institution is linked once per borrower (borrower-application §4): a second link is ignored.
    uniqueIndex('bank_items_borrower_institution_unique').on(t.borrowerId, t.institutionId),
  ],
);

export const bankAccounts = sqliteTable(
  'bank_accounts',
  {
    id: id(),
    bankItemId: text()
      .notNull()
      .references(() => bankItems.id, { onDelete: 'cascade' }),
    plaidAccountId: text(),
    mask: text(),
    name: text(),
    officialName: text(),
    subType: text(),
    type: text(),
    verificationStatus: text(),
  },
  (t) => [index('bank_accounts_item_idx').on(t.bankItemId)],
);

export const accountBalances = sqliteTable(
  'account_balances',
  {
    id: id(),
    bankAccountId: text()
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    plaidAccountId: text(),
    available: money(),
    current: money(),
    createdAt: createdAt(),
  },
  (t) => [index('account_balances_account_idx').on(t.bankAccountId, t.createdAt)],
);

export const bankTransactions = sqliteTable(
  'bank_transactions',
  {
    id: id(),
    bankAccountId: text()
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    plaidTransactionId: text(),
    amount: money().notNull(),
    date: date().notNull(),
    name: text(),
    isVerifiedAsIncome: bool().notNull().default(false),
  },
  (t) => [index('bank_transactions_account_idx').on(t.bankAccountId, t.date)],
);

export const incomePredictions = sqliteTable(
  'income_predictions',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    name: text(),
    amount: money().notNull(),
    isVerifiedAsIncome: bool().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('income_predictions_application_idx').on(t.applicationId)],
);

export const incomeSnapshots = sqliteTable(
  'income_snapshots',
  {
    id: id(),
    borrowerId: text()
      .notNull()
      .references(() => borrowers.id, { onDelete: 'cascade' }),
    annualIncome: money(),
    monthlyIncome: money(),
    ninetyDayIncome: money(),
    incomeTransactionIds: json<string[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('income_snapshots_borrower_idx').on(t.borrowerId, t.createdAt)],
);

export const alerts = sqliteTable(
  'alerts',
  {
    id: id(),
    borrowerId: text()
      .notNull()
      .references(() => borrowers.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    hasBeenSeenByBorrower: bool().notNull().default(false),
    hasBeenSeenByCustomerServiceRepresentative: bool().notNull().default(false),
    triggeredById: text(),
    triggeredByType: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('alerts_borrower_idx').on(t.borrowerId, t.createdAt),
    uniqueIndex('alerts_trigger_unique').on(t.type, t.triggeredById),
  ],
);

/** Outreach events (obtainedOffer, completedRentalApplication, ...). */
export const outreachEvents = sqliteTable(
  'outreach_events',
  {
    id: id(),
    borrowerId: text()
      .notNull()
      .references(() => borrowers.id, { onDelete: 'cascade' }),
    eventType: text().notNull(),
    occurredOn: date(),
    createdAt: createdAt(),
  },
  // The same event is recorded once for a borrower, however many requests report it at once.
  (t) => [uniqueIndex('outreach_events_borrower_type_unique').on(t.borrowerId, t.eventType)],
);

/** Plaid webhook deliveries already accepted, by body hash: a replay is acknowledged and ignored. */
export const webhookDeliveries = sqliteTable('webhook_deliveries', {
  bodySha256: text().primaryKey(),
  receivedAt: createdAt(),
});
