-- The unique indexes are what the code's ON CONFLICT clauses name from this release on, and the second replaces the
-- index dropped above: built in the release's one transaction so no moment has neither. bank_items and
-- outreach_events hold a few rows per borrower; writes to them wait while the two build.
-- squawk-ignore require-concurrent-index-deletion
DROP INDEX "outreach_events_borrower_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decision_requested_at" text;--> statement-breakpoint
-- squawk-ignore require-concurrent-index-creation
CREATE UNIQUE INDEX "bank_items_borrower_institution_unique" ON "bank_items" USING btree ("borrower_id","institution_id");--> statement-breakpoint
-- squawk-ignore require-concurrent-index-creation
CREATE UNIQUE INDEX "outreach_events_borrower_type_unique" ON "outreach_events" USING btree ("borrower_id","event_type");