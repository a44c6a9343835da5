CREATE TABLE "creditor_term_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"creditor_id" text NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"friendly_name" text NOT NULL,
	"name_patterns" jsonb NOT NULL,
	"plan_apr" bigint NOT NULL,
	"term_in_months" integer NOT NULL,
	"minimum_payment" bigint NOT NULL,
	"participates_in_plans" boolean NOT NULL,
	"effective_date" text NOT NULL,
	"recorded_at" text NOT NULL,
	"recorded_by_id" text,
	"recorded_by_name" text
);
--> statement-breakpoint
CREATE TABLE "creditor_terms_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"reviewed_at" text NOT NULL,
	"reviewed_by_id" text,
	"reviewed_by_name" text
);
--> statement-breakpoint
CREATE TABLE "left_out_creditors" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"decision_id" text NOT NULL,
	"debt_id" text,
	"collection_id" text,
	"type" text NOT NULL,
	"balance" bigint,
	"current_payment" bigint,
	"lender_concession_id" text NOT NULL,
	"creditor_terms_version_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "decisions" ADD COLUMN "creditor_terms_reviewed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "creditor_terms_version_id" text;--> statement-breakpoint
ALTER TABLE "creditor_term_versions" ADD CONSTRAINT "creditor_term_versions_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditor_terms_reviews" ADD CONSTRAINT "creditor_terms_reviews_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "left_out_creditors" ADD CONSTRAINT "left_out_creditors_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "left_out_creditors" ADD CONSTRAINT "left_out_creditors_decision_id_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "left_out_creditors" ADD CONSTRAINT "left_out_creditors_debt_id_debts_id_fk" FOREIGN KEY ("debt_id") REFERENCES "public"."debts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "left_out_creditors" ADD CONSTRAINT "left_out_creditors_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "left_out_creditors" ADD CONSTRAINT "left_out_creditors_terms_version_fk" FOREIGN KEY ("creditor_terms_version_id") REFERENCES "public"."creditor_term_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creditor_term_versions_unique" ON "creditor_term_versions" USING btree ("creditor_id","version");--> statement-breakpoint
CREATE INDEX "creditor_terms_reviews_at_idx" ON "creditor_terms_reviews" USING btree ("reviewed_at");--> statement-breakpoint
CREATE INDEX "left_out_creditors_decision_idx" ON "left_out_creditors" USING btree ("decision_id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_creditor_terms_version_id_creditor_term_versions_id_fk" FOREIGN KEY ("creditor_terms_version_id") REFERENCES "public"."creditor_term_versions"("id") ON DELETE no action ON UPDATE no action NOT VALID;