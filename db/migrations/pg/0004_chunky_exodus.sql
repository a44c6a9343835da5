-- The two indexes are rebuilt under their names with more columns, which a concurrent build cannot do without a moment
-- when the queue's and the borrower's queries find neither: kept in one transaction. It ran on every database made
-- since; an older one running it holds writes to applications while the two build (an upgrade for a quiet hour).
-- squawk-ignore require-concurrent-index-deletion
DROP INDEX "applications_assigned_idx";--> statement-breakpoint
-- squawk-ignore require-concurrent-index-deletion
DROP INDEX "applications_borrower_idx";--> statement-breakpoint
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX "applications_assigned_idx" ON "applications" USING btree ("assigned_to","created_at","id","status");--> statement-breakpoint
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX "applications_borrower_idx" ON "applications" USING btree ("application_borrower_id","status","created_at","id");