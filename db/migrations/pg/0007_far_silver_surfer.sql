CREATE TABLE "data_key_checks" (
	"key_id" text PRIMARY KEY NOT NULL,
	"sealed_check" text NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "read_flags" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text NOT NULL,
	"unclaimed_views" integer NOT NULL,
	"window_start" text NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "read_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text NOT NULL,
	"application_id" text NOT NULL,
	"borrower_id" text,
	"kind" text NOT NULL,
	"unclaimed" boolean NOT NULL,
	"page_view" text,
	"ip_address" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_secrets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" text,
	"last_step" integer,
	"created_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "read_flags" ADD CONSTRAINT "read_flags_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_log" ADD CONSTRAINT "read_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD CONSTRAINT "two_factor_secrets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "read_flags_created_idx" ON "read_flags" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "read_flags_actor_idx" ON "read_flags" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "read_log_application_idx" ON "read_log" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "read_log_actor_idx" ON "read_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "read_log_created_idx" ON "read_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "read_log_page_view_unique" ON "read_log" USING btree ("actor_id","application_id","kind","page_view");--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");