CREATE TABLE `plan_agreements` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`version` integer NOT NULL,
	`terms` text NOT NULL,
	`created_at` text NOT NULL,
	`signed_at` text,
	`cancel_until` text,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_agreements_version_unique` ON `plan_agreements` (`application_id`,`version`);--> statement-breakpoint
DROP INDEX `contract_signatures_signer_unique`;--> statement-breakpoint
ALTER TABLE `contract_signatures` ADD `agreement_id` text REFERENCES plan_agreements(id);--> statement-breakpoint
CREATE UNIQUE INDEX `contract_signatures_agreement_signer_unique` ON `contract_signatures` (`agreement_id`,`signer`);--> statement-breakpoint
CREATE INDEX `contract_signatures_application_idx` ON `contract_signatures` (`application_id`,`signed_at`);--> statement-breakpoint
DROP INDEX `signed_agreements_application_unique`;--> statement-breakpoint
ALTER TABLE `signed_agreements` ADD `agreement_id` text REFERENCES plan_agreements(id);--> statement-breakpoint
CREATE UNIQUE INDEX `signed_agreements_agreement_unique` ON `signed_agreements` (`agreement_id`);--> statement-breakpoint
CREATE INDEX `signed_agreements_application_idx` ON `signed_agreements` (`application_id`,`created_at`);