-- migrate: outside a transaction
-- Signatures and kept agreements now belong to one version of the plan's agreement (0023): the new unique
-- indexes are built CONCURRENTLY before the old per-application ones are dropped, so uniqueness holds all along;
-- the foreign keys added NOT VALID in 0023 are validated here, each in its own transaction, under a weaker lock.
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "contract_signatures_agreement_signer_unique" ON "contract_signatures" USING btree ("agreement_id","signer");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "contract_signatures_application_idx" ON "contract_signatures" USING btree ("application_id","signed_at");--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "signed_agreements_agreement_unique" ON "signed_agreements" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "signed_agreements_application_idx" ON "signed_agreements" USING btree ("application_id","created_at");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "contract_signatures_signer_unique";--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "signed_agreements_application_unique";--> statement-breakpoint
-- Validating a constraint already valid does nothing, so these two may run again after a failure.
-- squawk-ignore prefer-robust-stmts
ALTER TABLE "contract_signatures" VALIDATE CONSTRAINT "contract_signatures_agreement_id_plan_agreements_id_fk";--> statement-breakpoint
-- squawk-ignore prefer-robust-stmts
ALTER TABLE "signed_agreements" VALIDATE CONSTRAINT "signed_agreements_agreement_id_plan_agreements_id_fk";
