-- migrate: outside a transaction
-- The application's copies of its borrower's searched fields are kept without accents (api/domain/searchFold.ts,
-- the same letters; tests/db/searchFold.test.ts keeps them alike): a rep typing 'Nunez' finds Núñez.
CREATE OR REPLACE FUNCTION "searched_text"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT translate(value, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝŸýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYYyy')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "applications_borrower_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT searched_text("first_name"), searched_text("last_name"), searched_text("email"), "phone_number"
		INTO NEW."borrower_first_name", NEW."borrower_last_name", NEW."borrower_email", NEW."borrower_phone_number"
		FROM "borrowers" WHERE "id" = NEW."application_borrower_id";
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "borrowers_searched_fields_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "applications" SET "borrower_first_name" = searched_text(NEW."first_name"),
		"borrower_last_name" = searched_text(NEW."last_name"), "borrower_email" = searched_text(NEW."email"),
		"borrower_phone_number" = NEW."phone_number"
		WHERE "application_borrower_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- The copies already written, a thousand applications a commit (no lock held across the table).
DO $$
DECLARE
	after text := '';
	upto text;
BEGIN
	LOOP
		SELECT max("id") INTO upto FROM (SELECT "id" FROM "applications" WHERE "id" > after ORDER BY "id" LIMIT 1000) batch;
		EXIT WHEN upto IS NULL;
		UPDATE "applications" SET "borrower_first_name" = searched_text("borrower_first_name"),
			"borrower_last_name" = searched_text("borrower_last_name"), "borrower_email" = searched_text("borrower_email")
			WHERE "id" > after AND "id" <= upto AND ("borrower_first_name" <> searched_text("borrower_first_name")
				OR "borrower_last_name" <> searched_text("borrower_last_name") OR "borrower_email" <> searched_text("borrower_email"));
		COMMIT;
		after := upto;
	END LOOP;
END
$$;
