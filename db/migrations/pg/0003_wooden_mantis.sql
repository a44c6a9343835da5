CREATE TABLE "demo_data_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"borrowers" integer NOT NULL,
	"seed" integer NOT NULL,
	"reset" boolean NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"error" text,
	"started_by_id" text,
	"started_by_name" text,
	"runner" text NOT NULL,
	"running_slot" text,
	"started_at" text NOT NULL,
	"heartbeat_at" text NOT NULL,
	"finished_at" text
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "demo_data_jobs_running_unique" ON "demo_data_jobs" USING btree ("running_slot");--> statement-breakpoint
CREATE INDEX "demo_data_jobs_started_idx" ON "demo_data_jobs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_idx" ON "rate_limit_hits" USING btree ("reset_at");