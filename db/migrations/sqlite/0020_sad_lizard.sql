-- The search finds a borrower by any of the first three words of their first and last names, by the
-- domain of their e-mail and by the last seven digits of their phone (docs/decisions/0162-*.md). Each
-- key is an expression both engines compute alike (db/schema/columns.ts); drizzle-kit writes SQLite's
-- expression indexes split at their commas, so this file is written from the Postgres one.
DROP INDEX `applications_search_first_name_idx`;
--> statement-breakpoint
DROP INDEX `applications_search_last_name_idx`;
--> statement-breakpoint
CREATE INDEX `applications_search_first_name_2_idx` ON `applications` (ltrim(ltrim(replace(replace(replace(replace(lower("borrower_first_name"), '''', ''), '’', ''), '-', ' '), '.', ' '), 'abcdefghijklmnopqrstuvwxyz0123456789'), ' '),`status`,`created_at`);
--> statement-breakpoint
CREATE INDEX `applications_search_first_name_3_idx` ON `applications` (ltrim(ltrim(ltrim(ltrim(replace(replace(replace(replace(lower("borrower_first_name"), '''', ''), '’', ''), '-', ' '), '.', ' '), 'abcdefghijklmnopqrstuvwxyz0123456789'), ' '), 'abcdefghijklmnopqrstuvwxyz0123456789'), ' '),`status`,`created_at`);
--> statement-breakpoint
CREATE INDEX `applications_search_last_name_2_idx` ON `applications` (ltrim(ltrim(replace(replace(replace(replace(lower("borrower_last_name"), '''', ''), '’', ''), '-', ' '), '.', ' '), 'abcdefghijklmnopqrstuvwxyz0123456789'), ' '),`status`,`created_at`);
--> statement-breakpoint
CREATE INDEX `applications_search_last_name_3_idx` ON `applications` (ltrim(ltrim(ltrim(ltrim(replace(replace(replace(replace(lower("borrower_last_name"), '''', ''), '’', ''), '-', ' '), '.', ' '), 'abcdefghijklmnopqrstuvwxyz0123456789'), ' '), 'abcdefghijklmnopqrstuvwxyz0123456789'), ' '),`status`,`created_at`);
--> statement-breakpoint
CREATE INDEX `applications_search_email_domain_idx` ON `applications` (ltrim(ltrim(lower("borrower_email"), 'abcdefghijklmnopqrstuvwxyz0123456789._+-'), '@'),`status`,`created_at`);
--> statement-breakpoint
CREATE INDEX `applications_search_phone_local_idx` ON `applications` (substr("borrower_phone_number", 5),`status`,`created_at`);
--> statement-breakpoint
CREATE INDEX `applications_search_first_name_idx` ON `applications` (replace(replace(replace(replace(lower("borrower_first_name"), '''', ''), '’', ''), '-', ' '), '.', ' '),`status`,`created_at`);
--> statement-breakpoint
CREATE INDEX `applications_search_last_name_idx` ON `applications` (replace(replace(replace(replace(lower("borrower_last_name"), '''', ''), '’', ''), '-', ' '), '.', ' '),`status`,`created_at`);
--> statement-breakpoint
ALTER TABLE `users` ADD `practise_second_factor` integer DEFAULT false NOT NULL;