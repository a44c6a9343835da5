CREATE TABLE "contract_signatures" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"signed_by" text NOT NULL,
	"signed_name" text NOT NULL,
	"agreed_to_terms" boolean NOT NULL,
	"signed_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signatures_application_unique" ON "contract_signatures" USING btree ("application_id");