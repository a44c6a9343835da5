CREATE TABLE "signed_agreements" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"pdf" text NOT NULL,
	"sha256" text NOT NULL,
	"language" text NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
-- A signature is unique per application and signer from this release on (the code's ON CONFLICT names the new
-- index): the old unique index goes and the new one comes in one transaction, so no moment allows a second
-- signature. contract_signatures holds one or two rows per signed plan; its writes wait while it builds.
-- squawk-ignore require-concurrent-index-deletion
DROP INDEX "contract_signatures_application_unique";--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD COLUMN "signer" text DEFAULT 'borrower' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD COLUMN "esign_disclosure_version" text;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD COLUMN "esign_consented_at" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "signed_agreements" ADD CONSTRAINT "signed_agreements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signed_agreements_application_unique" ON "signed_agreements" USING btree ("application_id");--> statement-breakpoint
-- squawk-ignore require-concurrent-index-creation
CREATE UNIQUE INDEX "contract_signatures_signer_unique" ON "contract_signatures" USING btree ("application_id","signer");