ALTER TABLE `demo_data_jobs` ADD `first_ordinal` integer;--> statement-breakpoint
ALTER TABLE `demo_data_jobs` ADD `resumes` integer DEFAULT 0 NOT NULL;