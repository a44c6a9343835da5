ALTER TABLE "demo_data_jobs" ADD COLUMN "first_ordinal" integer;--> statement-breakpoint
ALTER TABLE "demo_data_jobs" ADD COLUMN "resumes" integer DEFAULT 0 NOT NULL;