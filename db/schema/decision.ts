import { sql } from 'drizzle-orm';
import { foreignKey, index, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { applications, borrowers } from './application';
import { bool, createdAt, id, int, money, text, updatedAt } from './columns';
import { collections, debts } from './credit';
import { creditorTermVersions } from './creditors';

export const decisions = sqliteTable(
  'decisions',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    isQualified: bool().notNull(),
    currentDisposableIncome: money(),
    currentExpenses: money(),
    currentGrossIncome: money(),
    currentNetCashflow: money(),
    currentUnsecuredDebtPayment: money(),
    proposedDisposableIncome: money(),
    proposedExpenses: money(),
    proposedNetCashflow: money(),
    proposedUnsecuredDebtPayment: money(),
    numberOfUnsecuredDebts: int(),
    totalUnsecuredDebtBalance: money(),
    wasAcceptedByBorrower: bool().notNull().default(false),
    wasPresentedToBorrower: bool().notNull().default(false),
    /**
     * Whether a lead had reviewed the creditor terms when this was decided; decisions older than
     * the creditor table stood on its placeholder figures, so they read false.
     */
    creditorTermsReviewed: bool().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('decisions_application_idx').on(t.applicationId, t.createdAt)],
);

export const disqualificationReasons = sqliteTable(
  'disqualification_reasons',
  {
    id: id(),
    decisionId: text()
      .notNull()
      .references(() => decisions.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
  },
  (t) => [index('disqualification_reasons_decision_idx').on(t.decisionId)],
);

/** One offer per creditor: on a debt or on a collection. */
export const offers = sqliteTable(
  'offers',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    decisionId: text()
      .notNull()
      .references(() => decisions.id, { onDelete: 'cascade' }),
    debtId: text().references(() => debts.id),
    collectionId: text().references(() => collections.id),
    balance: money(),
    currentApr: money(),
    proposedApr: money(),
    currentMinimumMonthlyPrincipalPaymentPercent: money(),
    // Spec default 5 (dollars): stored in cents, so the database default is 500.
    proposedMinimumMonthlyPrincipalPayment: money().default(sql`500`),
    proposedMaximumMonthlyPrincipalPayment: money(),
    proposedMonthlyInterestPayment: money(),
    proposedMonthlyPrincipalPayment: money(),
    estimatedPayoffSavings: money(),
    lenderConcessionId: text(),
    /** The creditor terms version the offer's figures come from; null on offers older than the table. */
    creditorTermsVersionId: text().references(() => creditorTermVersions.id),
    payment: money(),
    paymentPercentage: money(),
    term: int(),
    status: text(),
    type: text(),
    totalUnsecuredDebtBalance: money(),
    wasPresentedToBorrower: bool().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('offers_decision_idx').on(t.decisionId), index('offers_application_idx').on(t.applicationId)],
);

/** A counting debt a decision left out of the plan (its creditor does not take part), and why. */
export const leftOutCreditors = sqliteTable(
  'left_out_creditors',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    decisionId: text()
      .notNull()
      .references(() => decisions.id, { onDelete: 'cascade' }),
    debtId: text().references(() => debts.id),
    collectionId: text().references(() => collections.id),
    type: text().notNull(),
    balance: money(),
    /** What the borrower keeps paying it each month, outside the plan. */
    currentPayment: money(),
    lenderConcessionId: text().notNull(),
    creditorTermsVersionId: text().notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('left_out_creditors_decision_idx').on(t.decisionId),
    // Named: drizzle's own name is longer than Postgres keeps (63 bytes).
    foreignKey({
      name: 'left_out_creditors_terms_version_fk',
      columns: [t.creditorTermsVersionId],
      foreignColumns: [creditorTermVersions.id],
    }),
  ],
);

export const expenseEstimates = sqliteTable(
  'expense_estimates',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    subCategory: text().notNull(),
    estimatedValue: money(),
    lastSubmittedValue: money(),
    selfReportedValue: money(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('expense_estimates_unique').on(t.applicationId, t.category, t.subCategory)],
);

export const proposedBudgets = sqliteTable(
  'proposed_budgets',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    borrowerId: text().references(() => borrowers.id),
    description: text(),
    agreedTo: bool().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('proposed_budgets_application_idx').on(t.applicationId)],
);

export const budgetExpenses = sqliteTable(
  'budget_expenses',
  {
    id: id(),
    budgetId: text()
      .notNull()
      .references(() => proposedBudgets.id, { onDelete: 'cascade' }),
    expenseId: text()
      .notNull()
      .references(() => expenseEstimates.id, { onDelete: 'cascade' }),
    proposedValue: money(),
  },
  (t) => [index('budget_expenses_budget_idx').on(t.budgetId)],
);
