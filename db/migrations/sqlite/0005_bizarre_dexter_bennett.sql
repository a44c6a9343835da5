CREATE TABLE `setup_links` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `setup_links_token_idx` ON `setup_links` (`token_hash`);--> statement-breakpoint
CREATE TABLE `workspace_mark` (
	`kind` text PRIMARY KEY NOT NULL,
	`marked_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `demo_data_jobs` ADD `scenario` text;