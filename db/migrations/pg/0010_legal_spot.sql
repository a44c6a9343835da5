CREATE TABLE "signed_agreements" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"pdf" text NOT NULL,
	"sha256" text NOT NULL,
	"language" text NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "contract_signatures_application_unique";--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD COLUMN "signer" text DEFAULT 'borrower' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD COLUMN "esign_disclosure_version" text;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD COLUMN "esign_consented_at" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "signed_agreements" ADD CONSTRAINT "signed_agreements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signed_agreements_application_unique" ON "signed_agreements" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signatures_signer_unique" ON "contract_signatures" USING btree ("application_id","signer");