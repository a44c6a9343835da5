CREATE TABLE "plan_agreements" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"created_at" text NOT NULL,
	"signed_at" text,
	"cancel_until" text
);
--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD COLUMN "agreement_id" text;--> statement-breakpoint
ALTER TABLE "signed_agreements" ADD COLUMN "agreement_id" text;--> statement-breakpoint
ALTER TABLE "plan_agreements" ADD CONSTRAINT "plan_agreements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_agreements_version_unique" ON "plan_agreements" USING btree ("application_id","version");--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_agreement_id_plan_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."plan_agreements"("id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "signed_agreements" ADD CONSTRAINT "signed_agreements_agreement_id_plan_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."plan_agreements"("id") ON DELETE cascade ON UPDATE no action NOT VALID;
