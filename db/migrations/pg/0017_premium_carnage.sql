CREATE TABLE "credit_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"reason" text NOT NULL,
	"borrower_report" jsonb,
	"spouse_report" jsonb,
	"completed_at" text,
	"completed_by" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_reviews" ADD CONSTRAINT "credit_reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_reviews_status_idx" ON "credit_reviews" USING btree ("status","created_at");