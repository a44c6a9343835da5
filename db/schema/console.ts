import { index, integer, primaryKey, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { applications } from './application';
import { bool, createdAt, id, json, text, timestamp, updatedAt } from './columns';

/*
 * What a rep keeps for their own work in the console: lists saved as queries (some published to the
 * whole floor by a lead) and drafts of forms not yet sent.
 */

/**
 * A saved list: the summary's or the queue's filter values (the panel's selection, the search) under
 * a name. Its owner sees it; a lead may publish it to every rep, who then see it with its live count.
 */
export const savedQueries = sqliteTable(
  'saved_queries',
  {
    id: id(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'summary' or 'borrowerQueue': the list the query belongs to. */
    listKey: text().notNull(),
    name: text().notNull(),
    filterValues: json<Record<string, unknown>>().notNull(),
    isPublished: bool().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_queries_owner_idx').on(t.ownerId),
    index('saved_queries_published_idx').on(t.isPublished),
  ],
);

/**
 * A form a rep has begun and not sent (a contact attempt, a plan), kept on the server so that a
 * sign-out, a closed tab or another computer loses nothing. One per rep and form.
 */
export const formDrafts = sqliteTable(
  'form_drafts',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. 'contactAttempt:<applicationId>', 'plan:<applicationId>'. */
    formKey: text().notNull(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    values: json<Record<string, unknown>>().notNull(),
    updatedAt: timestamp().notNull(),
  },
  (t) => [uniqueIndex('form_drafts_user_form_unique').on(t.userId, t.formKey)],
);

/**
 * How many applications each rep holds in each status: the Borrower Queue's total, read in one row
 * per status instead of counted (a rep can hold a hundred thousand at a million borrowers). Kept by
 * the database's own triggers on `applications` (migration 0013), in the statement that inserts,
 * claims, unclaims, changes the status of or deletes an application, so it cannot drift from them.
 */
export const queueTotals = sqliteTable(
  'queue_totals',
  {
    assignedTo: text().notNull(),
    status: text().notNull(),
    applications: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignedTo, t.status] })],
);
