-- migrate: outside a transaction
-- On a database with applications this runs statement by statement (db/pgMigrations.ts): the columns and
-- triggers first, each a brief lock, so every write from then on fills the copies; then the copies of the
-- rows already there, a thousand rows a commit, so no lock is held across the table; then the search
-- indexes, built CONCURRENTLY. Every statement may run twice: a failure part-way runs the file again.
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "borrower_first_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "borrower_last_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "borrower_email" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "borrower_phone_number" text;--> statement-breakpoint
-- The borrower's searched fields follow the borrower (db/schema/application.ts): an application takes them
-- as it is written with its borrower, and every application of a borrower takes their change.
CREATE OR REPLACE FUNCTION "applications_borrower_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT "first_name", "last_name", "email", "phone_number"
		INTO NEW."borrower_first_name", NEW."borrower_last_name", NEW."borrower_email", NEW."borrower_phone_number"
		FROM "borrowers" WHERE "id" = NEW."application_borrower_id";
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "applications_borrower_fields" BEFORE INSERT OR UPDATE OF "application_borrower_id" ON "applications"
	FOR EACH ROW EXECUTE FUNCTION "applications_borrower_fields"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "borrowers_searched_fields_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "applications" SET "borrower_first_name" = NEW."first_name", "borrower_last_name" = NEW."last_name",
		"borrower_email" = NEW."email", "borrower_phone_number" = NEW."phone_number"
		WHERE "application_borrower_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "borrowers_searched_fields_change" AFTER UPDATE OF "first_name", "last_name", "email", "phone_number" ON "borrowers"
	FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
		OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."phone_number" IS DISTINCT FROM NEW."phone_number")
	EXECUTE FUNCTION "borrowers_searched_fields_change"();
--> statement-breakpoint
DO $$
DECLARE
	after text := '';
	upto text;
BEGIN
	LOOP
		SELECT max("id") INTO upto FROM (SELECT "id" FROM "applications" WHERE "id" > after ORDER BY "id" LIMIT 1000) batch;
		EXIT WHEN upto IS NULL;
		UPDATE "applications" SET ("borrower_first_name", "borrower_last_name", "borrower_email", "borrower_phone_number") =
			(SELECT "first_name", "last_name", "email", "phone_number" FROM "borrowers" WHERE "borrowers"."id" = "applications"."application_borrower_id")
			WHERE "id" > after AND "id" <= upto AND "application_borrower_id" IS NOT NULL;
		COMMIT;
		after := upto;
	END LOOP;
END
$$;
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "applications_search_first_name_idx" ON "applications" USING btree (lower("borrower_first_name"),"status","created_at");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "applications_search_last_name_idx" ON "applications" USING btree (lower("borrower_last_name"),"status","created_at");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "applications_search_email_idx" ON "applications" USING btree (lower("borrower_email"),"status","created_at");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "applications_search_phone_idx" ON "applications" USING btree (lower("borrower_phone_number"),"status","created_at");
