DROP INDEX "applications_assigned_idx";--> statement-breakpoint
DROP INDEX "applications_borrower_idx";--> statement-breakpoint
CREATE INDEX "applications_assigned_idx" ON "applications" USING btree ("assigned_to","created_at","id","status");--> statement-breakpoint
CREATE INDEX "applications_borrower_idx" ON "applications" USING btree ("application_borrower_id","status","created_at","id");