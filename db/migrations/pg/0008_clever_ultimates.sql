CREATE TABLE "form_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"form_key" text NOT NULL,
	"application_id" text NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_queries" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"list_key" text NOT NULL,
	"name" text NOT NULL,
	"filter_values" jsonb NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD COLUMN "callback_at" text;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD COLUMN "corrected_at" text;--> statement-breakpoint
ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_queries" ADD CONSTRAINT "saved_queries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_drafts_user_form_unique" ON "form_drafts" USING btree ("user_id","form_key");--> statement-breakpoint
CREATE INDEX "saved_queries_owner_idx" ON "saved_queries" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "saved_queries_published_idx" ON "saved_queries" USING btree ("is_published");--> statement-breakpoint
-- Kept in this file's transaction with the tables it makes. It ran on every database made since; an older one
-- running it holds writes of contact attempts while the index builds (an upgrade for a quiet hour).
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX "contact_attempts_created_idx" ON "contact_attempts" USING btree ("created_at","contacted_by");