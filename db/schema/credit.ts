import { index, sqliteTable } from 'drizzle-orm/sqlite-core';
import { applications, borrowers, spouses } from './application';
import { bool, createdAt, date, id, int, json, money, text, timestamp, updatedAt } from './columns';

/** A bureau pull for the borrower or the spouse; a failed pull is kept too (wasSuccessful false). */
export const creditReports = sqliteTable(
  'credit_reports',
  {
    id: id(),
    applicationId: text().references(() => applications.id, { onDelete: 'cascade' }),
    borrowerId: text().references(() => borrowers.id, { onDelete: 'cascade' }),
    spouseId: text().references(() => spouses.id, { onDelete: 'cascade' }),
    wasSuccessful: bool().notNull().default(true),
    vantageScore: int(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('credit_reports_borrower_idx').on(t.borrowerId, t.createdAt),
    index('credit_reports_spouse_idx').on(t.spouseId, t.createdAt),
    index('credit_reports_application_idx').on(t.applicationId),
  ],
);

/** A tradeline of a credit report. */
export const debts = sqliteTable(
  'debts',
  {
    id: id(),
    creditReportId: text()
      .notNull()
      .references(() => creditReports.id, { onDelete: 'cascade' }),
    accountNumber: text(),
    accountType: text(),
    currentBalance: money(),
    dateClosed: date(),
    dateOpened: date(),
    ecoaDesignator: text(),
    estimatedMonthlyPayment: money(),
    scheduledMonthlyPayment: money(),
    highCredit: money(),
    late30DaysTotal: int(),
    late60DaysTotal: int(),
    late90DaysTotal: int(),
    lenderName: text(),
    minimumMonthlyInterest: money(),
    minimumMonthlyPrincipal: money(),
    mostRecentPayment: date(),
    portfolioType: text(),
    pastDue: money(),
    createdAt: createdAt(),
  },
  (t) => [index('debts_credit_report_idx').on(t.creditReportId)],
);

/** A collection account of a credit report (assumed payment: 3 % of balance). */
export const collections = sqliteTable(
  'collections',
  {
    id: id(),
    creditReportId: text()
      .notNull()
      .references(() => creditReports.id, { onDelete: 'cascade' }),
    accountNumber: text(),
    currentBalance: money(),
    subscriberName: text(),
    createdAt: createdAt(),
  },
  (t) => [index('collections_credit_report_idx').on(t.creditReportId)],
);

export const riskScores = sqliteTable(
  'risk_scores',
  {
    id: id(),
    creditReportId: text()
      .notNull()
      .references(() => creditReports.id, { onDelete: 'cascade' }),
    value: int().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('risk_scores_report_idx').on(t.creditReportId)],
);

export const debtScores = sqliteTable(
  'debt_scores',
  {
    id: id(),
    borrowerId: text()
      .notNull()
      .references(() => borrowers.id, { onDelete: 'cascade' }),
    borrowerRiskScoreId: text().references(() => riskScores.id),
    value: int().notNull(),
    discount: int(),
    monthlyExpense: money(),
    monthlyIncome: money(),
    monthlyUnsecuredDebt: money(),
    riskScore: int(),
    version: text(),
    createdAt: createdAt(),
  },
  (t) => [index('debt_scores_borrower_idx').on(t.borrowerId, t.createdAt)],
);

export const creditInquiries = sqliteTable(
  'credit_inquiries',
  {
    id: id(),
    borrowerId: text()
      .notNull()
      .references(() => borrowers.id, { onDelete: 'cascade' }),
    subscriberName: text(),
    inquiryDate: date(),
    createdAt: createdAt(),
  },
  (t) => [index('credit_inquiries_borrower_idx').on(t.borrowerId)],
);

/**
 * A counsellor's review of an application whose credit was not pulled automatically (no bureau
 * configured, or the bureau's pull failed): what the reports a counsellor pulled say, per person, as
 * entered or imported in the console (api/domain/creditReportEntry.ts), until "Complete review"
 * stores them as the application's credit reports. One per application.
 */
export const creditReviews = sqliteTable(
  'credit_reviews',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** awaiting (in the Credit review queue) or completed. */
    status: text().notNull().default('awaiting'),
    /** Why the pull did not happen: noBureau, noHit, timeout, failed. */
    reason: text().notNull(),
    borrowerReport: json<Record<string, unknown> | null>(),
    spouseReport: json<Record<string, unknown> | null>(),
    completedAt: timestamp(),
    completedBy: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('credit_reviews_status_idx').on(t.status, t.createdAt)],
);
