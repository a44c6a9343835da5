DROP INDEX "outreach_events_borrower_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decision_requested_at" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_items_borrower_institution_unique" ON "bank_items" USING btree ("borrower_id","institution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_events_borrower_type_unique" ON "outreach_events" USING btree ("borrower_id","event_type");