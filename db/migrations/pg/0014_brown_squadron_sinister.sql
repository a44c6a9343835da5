ALTER TABLE "applications" ADD COLUMN "borrower_first_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "borrower_last_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "borrower_email" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "borrower_phone_number" text;--> statement-breakpoint
UPDATE "applications" SET ("borrower_first_name", "borrower_last_name", "borrower_email", "borrower_phone_number") =
	(SELECT "first_name", "last_name", "email", "phone_number" FROM "borrowers" WHERE "borrowers"."id" = "applications"."application_borrower_id")
	WHERE "application_borrower_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_search_first_name_idx" ON "applications" USING btree (lower("borrower_first_name"),"status","created_at");--> statement-breakpoint
CREATE INDEX "applications_search_last_name_idx" ON "applications" USING btree (lower("borrower_last_name"),"status","created_at");--> statement-breakpoint
CREATE INDEX "applications_search_email_idx" ON "applications" USING btree (lower("borrower_email"),"status","created_at");--> statement-breakpoint
CREATE INDEX "applications_search_phone_idx" ON "applications" USING btree (lower("borrower_phone_number"),"status","created_at");;--> statement-breakpoint
-- The borrower's searched fields follow the borrower (db/schema/application.ts): an application takes them
-- as it is written with its borrower, and every application of a borrower takes their change.
CREATE FUNCTION "applications_borrower_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT "first_name", "last_name", "email", "phone_number"
		INTO NEW."borrower_first_name", NEW."borrower_last_name", NEW."borrower_email", NEW."borrower_phone_number"
		FROM "borrowers" WHERE "id" = NEW."application_borrower_id";
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_borrower_fields" BEFORE INSERT OR UPDATE OF "application_borrower_id" ON "applications"
	FOR EACH ROW EXECUTE FUNCTION "applications_borrower_fields"();
--> statement-breakpoint
CREATE FUNCTION "borrowers_searched_fields_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "applications" SET "borrower_first_name" = NEW."first_name", "borrower_last_name" = NEW."last_name",
		"borrower_email" = NEW."email", "borrower_phone_number" = NEW."phone_number"
		WHERE "application_borrower_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "borrowers_searched_fields_change" AFTER UPDATE OF "first_name", "last_name", "email", "phone_number" ON "borrowers"
	FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
		OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."phone_number" IS DISTINCT FROM NEW."phone_number")
	EXECUTE FUNCTION "borrowers_searched_fields_change"();
