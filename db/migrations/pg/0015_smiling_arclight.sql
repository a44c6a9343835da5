-- migrate: outside a transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS "read_log_unclaimed_idx" ON "read_log" USING btree ("actor_id","application_id","created_at") WHERE "read_log"."unclaimed";