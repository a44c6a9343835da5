ALTER TABLE "offers" VALIDATE CONSTRAINT "offers_creditor_terms_version_id_creditor_term_versions_id_fk";
