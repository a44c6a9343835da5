DROP INDEX `outreach_events_borrower_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `outreach_events_borrower_type_unique` ON `outreach_events` (`borrower_id`,`event_type`);--> statement-breakpoint
ALTER TABLE `applications` ADD `decision_requested_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `bank_items_borrower_institution_unique` ON `bank_items` (`borrower_id`,`institution_id`);