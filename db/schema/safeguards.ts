import { sql } from 'drizzle-orm';
import { index, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { bool, createdAt, id, int, sealedText, text, timestamp } from './columns';

/*
 * What the FTC's Safeguards Rule (16 CFR 314) asks of a financial institution's systems: a second
 * factor for staff, secrets encrypted at rest, and a record of who read whose file.
 */

/**
 * An account's authenticator (TOTP) secret, sealed at rest. `confirmedAt` is null while the account
 * is enrolling (the secret was shown, no code has proved it yet). `lastStep` is the time step of
 * the last code accepted: a code of that step or an earlier one is never accepted again.
 */
export const twoFactorSecrets = sqliteTable('two_factor_secrets', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: sealedText().notNull(),
  confirmedAt: timestamp(),
  lastStep: int(),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per enrolment; only their hashes are kept. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Staff reads of a borrower's file (SECURITY.md §28), apart from the audit log of changes: who
 * (actor), whose (application and borrower), what (kind), when, from where (address). A page load
 * of the console names itself (`pageView`), so reading the same thing again on that page is one
 * entry (the unique index; without a page view every read is an entry).
 */
export const readLog = sqliteTable(
  'read_log',
  {
    id: id(),
    actorId: text()
      .notNull()
      .references(() => users.id),
    applicationId: text().notNull(),
    borrowerId: text(),
    kind: text().notNull(),
    /** Claimed by someone else or by no one when read: what the unclaimed-views flag counts. */
    unclaimed: bool().notNull(),
    pageView: text(),
    ipAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('read_log_application_idx').on(t.applicationId, t.createdAt),
    index('read_log_actor_idx').on(t.actorId, t.createdAt),
    index('read_log_created_idx').on(t.createdAt),
    uniqueIndex('read_log_page_view_unique').on(t.actorId, t.applicationId, t.kind, t.pageView),
    // Whether a rep read this file unclaimed within the hour: one probe, however often they read it.
    index('read_log_unclaimed_idx')
      .on(t.actorId, t.applicationId, t.createdAt)
      .where(sql`${t.unclaimed}`),
  ],
);

/**
 * A rep who opened more borrowers they had not claimed in an hour than the agency allows
 * (UNCLAIMED_VIEWS_PER_HOUR): shown to leads. One flag per rep per hour at most.
 */
export const readFlags = sqliteTable(
  'read_flags',
  {
    id: id(),
    actorId: text()
      .notNull()
      .references(() => users.id),
    unclaimedViews: int().notNull(),
    windowStart: timestamp().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('read_flags_created_idx').on(t.createdAt), index('read_flags_actor_idx').on(t.actorId)],
);

/**
 * One row per data key that has sealed values in this database, holding a value sealed under it:
 * a process started without one of these keys (or with a different key) stops at once, before it
 * could write under a key nobody keeps.
 */
export const dataKeyChecks = sqliteTable('data_key_checks', {
  keyId: text().primaryKey(),
  sealedCheck: sealedText().notNull(),
  createdAt: createdAt(),
});
