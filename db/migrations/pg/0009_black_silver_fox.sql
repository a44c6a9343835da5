ALTER TABLE "applications" ADD COLUMN "last_step_at" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_email_sent_at" text;--> statement-breakpoint
CREATE INDEX "applications_resume_email_idx" ON "applications" USING btree ("resume_email_sent_at","last_step_at");