CREATE TABLE `credit_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`status` text DEFAULT 'awaiting' NOT NULL,
	`reason` text NOT NULL,
	`borrower_report` text,
	`spouse_report` text,
	`completed_at` text,
	`completed_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_reviews_applicationId_unique` ON `credit_reviews` (`application_id`);--> statement-breakpoint
CREATE INDEX `credit_reviews_status_idx` ON `credit_reviews` (`status`,`created_at`);