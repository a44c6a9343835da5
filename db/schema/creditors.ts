import { index, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { bool, date, int, json, money, text, timestamp } from './columns';

/*
 * The agency's creditor terms (api/domain/creditorTerms.ts), kept as versions: an edit adds the next
 * version and never changes one, so every offer's figures stay explained by the version it names.
 */

/** One version of one creditor's terms; its id is `<creditorId>@<version>`. */
export const creditorTermVersions = sqliteTable(
  'creditor_term_versions',
  {
    id: text().primaryKey(),
    creditorId: text().notNull(),
    version: int().notNull(),
    /** 'creditor', 'otherCreditors' or 'collections'. */
    kind: text().notNull(),
    friendlyName: text().notNull(),
    /** Canonical name patterns (api/domain/creditorNames.ts). */
    namePatterns: json<string[]>().notNull(),
    /** Percent with two decimals, kept as hundredths like the offers' APRs. */
    planApr: money().notNull(),
    termInMonths: int().notNull(),
    minimumPayment: money().notNull(),
    participatesInPlans: bool().notNull(),
    effectiveDate: date().notNull(),
    recordedAt: timestamp().notNull(),
    /** Who recorded it; null for the starting table a workspace begins with. */
    recordedById: text().references(() => users.id),
    recordedByName: text(),
  },
  (t) => [uniqueIndex('creditor_term_versions_unique').on(t.creditorId, t.version)],
);

/** A lead's review of the table ("Mark as reviewed"); none yet: live's starting table is unreviewed. */
export const creditorTermsReviews = sqliteTable(
  'creditor_terms_reviews',
  {
    id: text().primaryKey(),
    reviewedAt: timestamp().notNull(),
    reviewedById: text().references(() => users.id),
    reviewedByName: text(),
  },
  (t) => [index('creditor_terms_reviews_at_idx').on(t.reviewedAt)],
);
