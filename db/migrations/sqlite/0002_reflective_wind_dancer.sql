CREATE TABLE `contract_signatures` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`signed_by` text NOT NULL,
	`signed_name` text NOT NULL,
	`agreed_to_terms` integer NOT NULL,
	`signed_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`signed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contract_signatures_application_unique` ON `contract_signatures` (`application_id`);