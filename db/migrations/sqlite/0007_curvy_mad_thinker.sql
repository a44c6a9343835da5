CREATE TABLE `data_key_checks` (
	`key_id` text PRIMARY KEY NOT NULL,
	`sealed_check` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `read_flags` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text NOT NULL,
	`unclaimed_views` integer NOT NULL,
	`window_start` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `read_flags_created_idx` ON `read_flags` (`created_at`);--> statement-breakpoint
CREATE INDEX `read_flags_actor_idx` ON `read_flags` (`actor_id`);--> statement-breakpoint
CREATE TABLE `read_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text NOT NULL,
	`application_id` text NOT NULL,
	`borrower_id` text,
	`kind` text NOT NULL,
	`unclaimed` integer NOT NULL,
	`page_view` text,
	`ip_address` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `read_log_application_idx` ON `read_log` (`application_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `read_log_actor_idx` ON `read_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `read_log_created_idx` ON `read_log` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `read_log_page_view_unique` ON `read_log` (`actor_id`,`application_id`,`kind`,`page_view`);--> statement-breakpoint
CREATE TABLE `recovery_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recovery_codes_user_idx` ON `recovery_codes` (`user_id`);--> statement-breakpoint
CREATE TABLE `two_factor_secrets` (
	`user_id` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`confirmed_at` text,
	`last_step` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
