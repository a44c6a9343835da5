CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`payload` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`retry_limit` integer NOT NULL,
	`run_after` text NOT NULL,
	`locked_by` text,
	`locked_until` text,
	`last_error` text,
	`created_at` text NOT NULL,
	`finished_at` text
);
--> statement-breakpoint
CREATE INDEX `jobs_due_idx` ON `jobs` (`status`,`run_after`);--> statement-breakpoint
CREATE INDEX `jobs_name_status_idx` ON `jobs` (`name`,`status`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `error` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `failed_job_id` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `retried_at` text;