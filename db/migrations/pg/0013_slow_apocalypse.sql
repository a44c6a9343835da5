CREATE TABLE "queue_totals" (
	"assigned_to" text NOT NULL,
	"status" text NOT NULL,
	"applications" integer NOT NULL,
	CONSTRAINT "queue_totals_assigned_to_status_pk" PRIMARY KEY("assigned_to","status")
);
--> statement-breakpoint
-- The queue's totals follow every statement that adds, claims, unclaims, moves or removes applications:
-- one change per rep and status a statement touched (a seed's chunk of thousands is one upsert), taken
-- in key order so that two statements at once lock the totals in the same order.
CREATE FUNCTION "queue_totals_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "queue_totals" ("assigned_to", "status", "applications")
			SELECT "assigned_to", "status", count(*) FROM "added" WHERE "assigned_to" IS NOT NULL
			GROUP BY "assigned_to", "status" ORDER BY "assigned_to", "status"
			ON CONFLICT ("assigned_to", "status")
			DO UPDATE SET "applications" = "queue_totals"."applications" + excluded."applications";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "queue_totals" ("assigned_to", "status", "applications")
			SELECT "assigned_to", "status", -count(*) FROM "removed" WHERE "assigned_to" IS NOT NULL
			GROUP BY "assigned_to", "status" ORDER BY "assigned_to", "status"
			ON CONFLICT ("assigned_to", "status")
			DO UPDATE SET "applications" = "queue_totals"."applications" + excluded."applications";
	ELSE
		INSERT INTO "queue_totals" ("assigned_to", "status", "applications")
			SELECT "assigned_to", "status", sum("change") FROM (
				SELECT "assigned_to", "status", 1 AS "change" FROM "added" WHERE "assigned_to" IS NOT NULL
				UNION ALL
				SELECT "assigned_to", "status", -1 FROM "removed" WHERE "assigned_to" IS NOT NULL
			) AS "changes"
			GROUP BY "assigned_to", "status" HAVING sum("change") <> 0 ORDER BY "assigned_to", "status"
			ON CONFLICT ("assigned_to", "status")
			DO UPDATE SET "applications" = "queue_totals"."applications" + excluded."applications";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "queue_totals_on_insert" AFTER INSERT ON "applications"
	REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "queue_totals_change"();
--> statement-breakpoint
CREATE TRIGGER "queue_totals_on_update" AFTER UPDATE ON "applications"
	REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "queue_totals_change"();
--> statement-breakpoint
CREATE TRIGGER "queue_totals_on_delete" AFTER DELETE ON "applications"
	REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "queue_totals_change"();
--> statement-breakpoint
INSERT INTO "queue_totals" ("assigned_to", "status", "applications")
	SELECT "assigned_to", "status", count(*) FROM "applications" WHERE "assigned_to" IS NOT NULL
	GROUP BY "assigned_to", "status";
