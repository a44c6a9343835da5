CREATE TABLE `form_drafts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`form_key` text NOT NULL,
	`application_id` text NOT NULL,
	`values` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `form_drafts_user_form_unique` ON `form_drafts` (`user_id`,`form_key`);--> statement-breakpoint
CREATE TABLE `saved_queries` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`list_key` text NOT NULL,
	`name` text NOT NULL,
	`filter_values` text NOT NULL,
	`is_published` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_queries_owner_idx` ON `saved_queries` (`owner_id`);--> statement-breakpoint
CREATE INDEX `saved_queries_published_idx` ON `saved_queries` (`is_published`);--> statement-breakpoint
ALTER TABLE `contact_attempts` ADD `note` text;--> statement-breakpoint
ALTER TABLE `contact_attempts` ADD `callback_at` text;--> statement-breakpoint
ALTER TABLE `contact_attempts` ADD `corrected_at` text;--> statement-breakpoint
CREATE INDEX `contact_attempts_created_idx` ON `contact_attempts` (`created_at`,`contacted_by`);