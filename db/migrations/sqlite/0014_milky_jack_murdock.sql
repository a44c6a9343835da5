ALTER TABLE `applications` ADD `borrower_first_name` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `borrower_last_name` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `borrower_email` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `borrower_phone_number` text;--> statement-breakpoint
UPDATE `applications` SET (`borrower_first_name`, `borrower_last_name`, `borrower_email`, `borrower_phone_number`) =
	(SELECT `first_name`, `last_name`, `email`, `phone_number` FROM `borrowers` WHERE `borrowers`.`id` = `applications`.`application_borrower_id`)
	WHERE `application_borrower_id` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `applications_search_first_name_idx` ON `applications` (lower("borrower_first_name"),`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `applications_search_last_name_idx` ON `applications` (lower("borrower_last_name"),`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `applications_search_email_idx` ON `applications` (lower("borrower_email"),`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `applications_search_phone_idx` ON `applications` (lower("borrower_phone_number"),`status`,`created_at`);;--> statement-breakpoint
-- The borrower's searched fields follow the borrower (db/schema/application.ts): an application takes them
-- as it is written with its borrower, and every application of a borrower takes their change.
CREATE TRIGGER `applications_borrower_fields_on_insert` AFTER INSERT ON `applications`
	WHEN new.`application_borrower_id` IS NOT NULL
BEGIN
	UPDATE `applications` SET (`borrower_first_name`, `borrower_last_name`, `borrower_email`, `borrower_phone_number`) =
		(SELECT `first_name`, `last_name`, `email`, `phone_number` FROM `borrowers` WHERE `id` = new.`application_borrower_id`)
		WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_borrower_fields_on_link` AFTER UPDATE OF `application_borrower_id` ON `applications`
BEGIN
	UPDATE `applications` SET (`borrower_first_name`, `borrower_last_name`, `borrower_email`, `borrower_phone_number`) =
		(SELECT `first_name`, `last_name`, `email`, `phone_number` FROM `borrowers` WHERE `id` = new.`application_borrower_id`)
		WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `borrowers_searched_fields_change` AFTER UPDATE OF `first_name`, `last_name`, `email`, `phone_number` ON `borrowers`
	WHEN old.`first_name` IS NOT new.`first_name` OR old.`last_name` IS NOT new.`last_name`
		OR old.`email` IS NOT new.`email` OR old.`phone_number` IS NOT new.`phone_number`
BEGIN
	UPDATE `applications` SET `borrower_first_name` = new.`first_name`, `borrower_last_name` = new.`last_name`,
		`borrower_email` = new.`email`, `borrower_phone_number` = new.`phone_number`
		WHERE `application_borrower_id` = new.`id`;
END;
