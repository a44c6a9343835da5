import { index, primaryKey, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, id, int, json, text, timestamp, updatedAt } from './columns';

/** Sign-in accounts: borrowers and staff alike. Staff are members of a CustomerService group. */
export const users = sqliteTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    name: text(),
    phoneNumber: text(),
    passwordHash: text().notNull(),
    mustChangePassword: bool().notNull().default(false),
    isActive: bool().notNull().default(true),
    initialEmailWasSent: bool().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const groups = sqliteTable('groups', { id: id(), name: text().notNull() }, (t) => [
  uniqueIndex('groups_name_unique').on(t.name),
]);

export const userGroups = sqliteTable(
  'user_groups',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: text()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_groups_group_idx').on(t.groupId)],
);

/** express-session's store: sessions live in the database so any number of API processes can serve. */
export const sessions = sqliteTable(
  'sessions',
  {
    sid: text().primaryKey(),
    userId: text(),
    data: json<Record<string, unknown>>().notNull(),
    expiresAt: timestamp().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Six-digit codes for password reset and first sign-in; only their hash is kept. */
export const verificationCodes = sqliteTable(
  'verification_codes',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    purpose: text().notNull(),
    attempts: int().notNull().default(0),
    expiresAt: timestamp().notNull(),
    usedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId)],
);

/**
 * A change of sign-in address waiting for its owner to confirm it from the new mailbox
 * (docs/decisions/0128-a-confirmed-change-of-e-mail.md): the link mailed to the new address carries
 * the token, of which only the hash is kept. One pending change per account (a newer request
 * replaces it); a link is used once and lives 24 hours.
 */
export const emailChanges = sqliteTable(
  'email_changes',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp().notNull(),
    usedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_changes_token_idx').on(t.tokenHash),
    index('email_changes_user_idx').on(t.userId),
  ],
);

/**
 * The one-time links that let live's first lead set their account (a live workspace starts with no
 * known password). Only the token's hash is kept; a link is used once and lives 24 hours.
 */
export const setupLinks = sqliteTable(
  'setup_links',
  {
    id: id(),
    tokenHash: text().notNull(),
    expiresAt: timestamp().notNull(),
    usedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('setup_links_token_idx').on(t.tokenHash)],
);

/** A file sent with an e-mail, as the outbox records it. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  bytes: number;
  sha256: string;
}

/** Mail the product sent; without SMTP this table is the only delivery, readable in the console. */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    template: text().notNull(),
    /** What was attached (name, type, size, SHA-256); the files themselves are kept where they belong. */
    attachments: json<OutboxAttachment[]>(),
    sentAt: timestamp(),
    /** A mail that failed for good (every retry of its job): the last error, for leads to see. */
    error: text(),
    /** Its job, which a lead's Retry runs again. */
    failedJobId: text(),
    retriedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);

/** Lender name → display name (the spec's friendly-name map), with the lender's concession. */
export const lenders = sqliteTable(
  'lenders',
  {
    id: id(),
    name: text().notNull(),
    friendlyName: text().notNull(),
    proposedApr: int(),
    termInMonths: int(),
  },
  (t) => [uniqueIndex('lenders_name_unique').on(t.name)],
);

/** Every staff action: who, what, when, before/after; written in the same transaction as the change. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    actorId: text().references(() => users.id),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    applicationId: text(),
    before: json<Record<string, unknown> | null>(),
    after: json<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_application_idx').on(t.applicationId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityId),
  ],
);
