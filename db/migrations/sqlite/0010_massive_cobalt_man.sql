CREATE TABLE `signed_agreements` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`pdf` text NOT NULL,
	`sha256` text NOT NULL,
	`language` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `signed_agreements_application_unique` ON `signed_agreements` (`application_id`);--> statement-breakpoint
DROP INDEX `contract_signatures_application_unique`;--> statement-breakpoint
ALTER TABLE `contract_signatures` ADD `signer` text DEFAULT 'borrower' NOT NULL;--> statement-breakpoint
ALTER TABLE `contract_signatures` ADD `esign_disclosure_version` text;--> statement-breakpoint
ALTER TABLE `contract_signatures` ADD `esign_consented_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `contract_signatures_signer_unique` ON `contract_signatures` (`application_id`,`signer`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `attachments` text;