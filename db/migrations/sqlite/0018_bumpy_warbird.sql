CREATE TABLE `left_out_creditors` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`decision_id` text NOT NULL,
	`debt_id` text,
	`collection_id` text,
	`type` text NOT NULL,
	`balance` integer,
	`current_payment` integer,
	`lender_concession_id` text NOT NULL,
	`creditor_terms_version_id` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decision_id`) REFERENCES `decisions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`debt_id`) REFERENCES `debts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`creditor_terms_version_id`) REFERENCES `creditor_term_versions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `left_out_creditors_decision_idx` ON `left_out_creditors` (`decision_id`);--> statement-breakpoint
CREATE TABLE `creditor_term_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`creditor_id` text NOT NULL,
	`version` integer NOT NULL,
	`kind` text NOT NULL,
	`friendly_name` text NOT NULL,
	`name_patterns` text NOT NULL,
	`plan_apr` integer NOT NULL,
	`term_in_months` integer NOT NULL,
	`minimum_payment` integer NOT NULL,
	`participates_in_plans` integer NOT NULL,
	`effective_date` text NOT NULL,
	`recorded_at` text NOT NULL,
	`recorded_by_id` text,
	`recorded_by_name` text,
	FOREIGN KEY (`recorded_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `creditor_term_versions_unique` ON `creditor_term_versions` (`creditor_id`,`version`);--> statement-breakpoint
CREATE TABLE `creditor_terms_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`reviewed_at` text NOT NULL,
	`reviewed_by_id` text,
	`reviewed_by_name` text,
	FOREIGN KEY (`reviewed_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `creditor_terms_reviews_at_idx` ON `creditor_terms_reviews` (`reviewed_at`);--> statement-breakpoint
ALTER TABLE `decisions` ADD `creditor_terms_reviewed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `offers` ADD `creditor_terms_version_id` text REFERENCES creditor_term_versions(id);