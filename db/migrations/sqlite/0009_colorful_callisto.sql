ALTER TABLE `applications` ADD `last_step_at` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `resume_email_sent_at` text;--> statement-breakpoint
CREATE INDEX `applications_resume_email_idx` ON `applications` (`resume_email_sent_at`,`last_step_at`);