-- migrate: outside a transaction
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "last_step_at" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "resume_email_sent_at" text;--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "applications_resume_email_idx" ON "applications" USING btree ("resume_email_sent_at","last_step_at");