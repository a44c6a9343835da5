CREATE TABLE "account_balances" (
	"id" text PRIMARY KEY NOT NULL,
	"bank_account_id" text NOT NULL,
	"plaid_account_id" text,
	"available" bigint,
	"current" bigint,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"borrower_id" text NOT NULL,
	"type" text NOT NULL,
	"has_been_seen_by_borrower" boolean DEFAULT false NOT NULL,
	"has_been_seen_by_customer_service_representative" boolean DEFAULT false NOT NULL,
	"triggered_by_id" text,
	"triggered_by_type" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text,
	"type" text DEFAULT 'credit' NOT NULL,
	"router" text,
	"status" text DEFAULT 'In Progress' NOT NULL,
	"last_completed_page" text,
	"last_viewed_page" text,
	"assigned_to" text,
	"assigned_to_at" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	"docusign_envelope_id" text,
	"agreed_to_action_plan" boolean,
	"has_spouse" boolean,
	"has_additional_income" boolean,
	"has_large_medical_or_disability_expenses" boolean,
	"has_mortgage_escrow" boolean,
	"has_recent_death_in_immediate_family" boolean,
	"has_recent_job_loss" boolean,
	"has_recently_been_furloughed" boolean,
	"has_reduction_in_income" boolean,
	"has_served_in_military" boolean,
	"has_provided_monthly_income" boolean,
	"is_car_owner" boolean,
	"is_homeowner" boolean,
	"kind_of_relief" text,
	"monthly_rent_or_mortgage_amount" bigint,
	"number_of_dependents_in_household" integer,
	"reason_for_not_connecting_bank" text,
	"self_reported_monthly_current_income" bigint DEFAULT 0 NOT NULL,
	"verified_monthly_current_income" bigint,
	"total_back_taxes_amount" bigint,
	"total_debt_to_friends_and_family_amount" bigint,
	"total_medical_debt_amount" bigint,
	"total_other_debt_amount" bigint,
	"referral_id" text,
	"utm_campaign" text,
	"utm_content" text,
	"utm_medium" text,
	"utm_source" text,
	"utm_term" text,
	"application_borrower_id" text,
	"application_spouse_id" text,
	"borrower_credit_report_id" text,
	"spouse_credit_report_id" text,
	"credit_pull_status" text DEFAULT 'notAttempted' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"application_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"bank_item_id" text NOT NULL,
	"plaid_account_id" text,
	"mask" text,
	"name" text,
	"official_name" text,
	"sub_type" text,
	"type" text,
	"verification_status" text
);
--> statement-breakpoint
CREATE TABLE "bank_items" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text,
	"borrower_id" text NOT NULL,
	"plaid_item_id" text,
	"access_token" text,
	"sync_cursor" text,
	"institution_id" text NOT NULL,
	"institution_name" text,
	"is_connected" boolean DEFAULT true NOT NULL,
	"is_finished_historical_update" boolean DEFAULT false NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"bank_account_id" text NOT NULL,
	"plaid_transaction_id" text,
	"amount" bigint NOT NULL,
	"date" text NOT NULL,
	"name" text,
	"is_verified_as_income" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "borrowers" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"date_of_birth" text,
	"email" text,
	"first_name" text,
	"last_name" text,
	"phone_number" text,
	"phone_number_is_valid" boolean,
	"is_opted_out_of_sms" boolean DEFAULT false NOT NULL,
	"partner_crm_id" text,
	"preferred_language" text,
	"referral_id" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_expenses" (
	"id" text PRIMARY KEY NOT NULL,
	"budget_id" text NOT NULL,
	"expense_id" text NOT NULL,
	"proposed_value" bigint
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" text PRIMARY KEY NOT NULL,
	"credit_report_id" text NOT NULL,
	"account_number" text,
	"current_balance" bigint,
	"subscriber_name" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"contacted_by" text,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"was_a_counseling_session_conducted" boolean,
	"did_the_borrower_receive_an_offer" boolean,
	"what_type_of_offer_did_they_receive" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_inquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"borrower_id" text NOT NULL,
	"subscriber_name" text,
	"inquiry_date" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text,
	"borrower_id" text,
	"spouse_id" text,
	"was_successful" boolean DEFAULT true NOT NULL,
	"vantage_score" integer,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debt_scores" (
	"id" text PRIMARY KEY NOT NULL,
	"borrower_id" text NOT NULL,
	"borrower_risk_score_id" text,
	"value" integer NOT NULL,
	"discount" integer,
	"monthly_expense" bigint,
	"monthly_income" bigint,
	"monthly_unsecured_debt" bigint,
	"risk_score" integer,
	"version" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debts" (
	"id" text PRIMARY KEY NOT NULL,
	"credit_report_id" text NOT NULL,
	"account_number" text,
	"account_type" text,
	"current_balance" bigint,
	"date_closed" text,
	"date_opened" text,
	"ecoa_designator" text,
	"estimated_monthly_payment" bigint,
	"scheduled_monthly_payment" bigint,
	"high_credit" bigint,
	"late30_days_total" integer,
	"late60_days_total" integer,
	"late90_days_total" integer,
	"lender_name" text,
	"minimum_monthly_interest" bigint,
	"minimum_monthly_principal" bigint,
	"most_recent_payment" text,
	"portfolio_type" text,
	"past_due" bigint,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decisions" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"is_qualified" boolean NOT NULL,
	"current_disposable_income" bigint,
	"current_expenses" bigint,
	"current_gross_income" bigint,
	"current_net_cashflow" bigint,
	"current_unsecured_debt_payment" bigint,
	"proposed_disposable_income" bigint,
	"proposed_expenses" bigint,
	"proposed_net_cashflow" bigint,
	"proposed_unsecured_debt_payment" bigint,
	"number_of_unsecured_debts" integer,
	"total_unsecured_debt_balance" bigint,
	"was_accepted_by_borrower" boolean DEFAULT false NOT NULL,
	"was_presented_to_borrower" boolean DEFAULT false NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disqualification_reasons" (
	"id" text PRIMARY KEY NOT NULL,
	"decision_id" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dmp_enrollments" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"active_at" text,
	"inactive_at" text,
	"date_signed" text,
	"first_payment_date" text,
	"monthly_payment_amount" bigint,
	"term_in_months" integer,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"template" text NOT NULL,
	"sent_at" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_estimates" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"estimated_value" bigint,
	"last_submitted_value" bigint,
	"self_reported_value" bigint,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hardships" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"key" text NOT NULL,
	"value" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "income_predictions" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"name" text,
	"amount" bigint NOT NULL,
	"is_verified_as_income" boolean DEFAULT false NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "income_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"borrower_id" text NOT NULL,
	"annual_income" bigint,
	"monthly_income" bigint,
	"ninety_day_income" bigint,
	"income_transaction_ids" jsonb,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lenders" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"friendly_name" text NOT NULL,
	"proposed_apr" integer,
	"term_in_months" integer
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"decision_id" text NOT NULL,
	"debt_id" text,
	"collection_id" text,
	"balance" bigint,
	"current_apr" bigint,
	"proposed_apr" bigint,
	"current_minimum_monthly_principal_payment_percent" bigint,
	"proposed_minimum_monthly_principal_payment" bigint DEFAULT 500,
	"proposed_maximum_monthly_principal_payment" bigint,
	"proposed_monthly_interest_payment" bigint,
	"proposed_monthly_principal_payment" bigint,
	"estimated_payoff_savings" bigint,
	"lender_concession_id" text,
	"payment" bigint,
	"payment_percentage" bigint,
	"term" integer,
	"status" text,
	"type" text,
	"total_unsecured_debt_balance" bigint,
	"was_presented_to_borrower" boolean DEFAULT false NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_events" (
	"id" text PRIMARY KEY NOT NULL,
	"borrower_id" text NOT NULL,
	"event_type" text NOT NULL,
	"occurred_on" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposed_budgets" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"borrower_id" text,
	"description" text,
	"agreed_to" boolean DEFAULT false NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"has_back_rent" boolean,
	"back_rent_amount" bigint,
	"monthly_rent_payment" bigint,
	"has_received_rental_support_in_past" boolean,
	"has_used_credit_card_to_pay_rent" boolean,
	"number_of_people_living_with_borrower" integer,
	"race" text,
	"ethnicity" text
);
--> statement-breakpoint
CREATE TABLE "rental_relief_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"owner" text,
	"date_signed" text,
	"planned_start_date" text,
	"planned_end_date" text,
	"monthly_plan_rent" bigint,
	"monthly_back_rent_due" bigint,
	"monthly_rental_assistance_funds_applied" bigint,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_scores" (
	"id" text PRIMARY KEY NOT NULL,
	"credit_report_id" text NOT NULL,
	"value" integer NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"data" jsonb NOT NULL,
	"expires_at" text NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spouses" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text,
	"spouse_application_id" text,
	"spouse_borrower_id" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"date_of_birth" text,
	"email" text,
	"first_name" text,
	"last_name" text,
	"phone_number" text,
	"phone_number_is_valid" boolean,
	"is_opted_out_of_sms" boolean DEFAULT false NOT NULL,
	"partner_crm_id" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_id" text NOT NULL,
	"group_id" text NOT NULL,
	CONSTRAINT "user_groups_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"phone_number" text,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"initial_email_was_sent" boolean DEFAULT false NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" text NOT NULL,
	"used_at" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"body_sha256" text PRIMARY KEY NOT NULL,
	"received_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_application_borrower_id_borrowers_id_fk" FOREIGN KEY ("application_borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_bank_item_id_bank_items_id_fk" FOREIGN KEY ("bank_item_id") REFERENCES "public"."bank_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_items" ADD CONSTRAINT "bank_items_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_items" ADD CONSTRAINT "bank_items_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "borrowers" ADD CONSTRAINT "borrowers_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_budget_id_proposed_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."proposed_budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_expense_id_expense_estimates_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expense_estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_credit_report_id_credit_reports_id_fk" FOREIGN KEY ("credit_report_id") REFERENCES "public"."credit_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_contacted_by_users_id_fk" FOREIGN KEY ("contacted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_inquiries" ADD CONSTRAINT "credit_inquiries_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_spouse_id_spouses_id_fk" FOREIGN KEY ("spouse_id") REFERENCES "public"."spouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_scores" ADD CONSTRAINT "debt_scores_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_scores" ADD CONSTRAINT "debt_scores_borrower_risk_score_id_risk_scores_id_fk" FOREIGN KEY ("borrower_risk_score_id") REFERENCES "public"."risk_scores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_credit_report_id_credit_reports_id_fk" FOREIGN KEY ("credit_report_id") REFERENCES "public"."credit_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disqualification_reasons" ADD CONSTRAINT "disqualification_reasons_decision_id_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmp_enrollments" ADD CONSTRAINT "dmp_enrollments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_estimates" ADD CONSTRAINT "expense_estimates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardships" ADD CONSTRAINT "hardships_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_predictions" ADD CONSTRAINT "income_predictions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_snapshots" ADD CONSTRAINT "income_snapshots_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_decision_id_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_debt_id_debts_id_fk" FOREIGN KEY ("debt_id") REFERENCES "public"."debts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_events" ADD CONSTRAINT "outreach_events_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposed_budgets" ADD CONSTRAINT "proposed_budgets_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposed_budgets" ADD CONSTRAINT "proposed_budgets_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_relief_plans" ADD CONSTRAINT "rental_relief_plans_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_relief_plans" ADD CONSTRAINT "rental_relief_plans_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_scores" ADD CONSTRAINT "risk_scores_credit_report_id_credit_reports_id_fk" FOREIGN KEY ("credit_report_id") REFERENCES "public"."credit_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spouses" ADD CONSTRAINT "spouses_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spouses" ADD CONSTRAINT "spouses_spouse_application_id_applications_id_fk" FOREIGN KEY ("spouse_application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spouses" ADD CONSTRAINT "spouses_spouse_borrower_id_borrowers_id_fk" FOREIGN KEY ("spouse_borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_balances_account_idx" ON "account_balances" USING btree ("bank_account_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_borrower_idx" ON "alerts" USING btree ("borrower_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_trigger_unique" ON "alerts" USING btree ("type","triggered_by_id");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "applications_type_idx" ON "applications" USING btree ("type");--> statement-breakpoint
CREATE INDEX "applications_assigned_idx" ON "applications" USING btree ("assigned_to","created_at");--> statement-breakpoint
CREATE INDEX "applications_owner_idx" ON "applications" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "applications_borrower_idx" ON "applications" USING btree ("application_borrower_id");--> statement-breakpoint
CREATE INDEX "applications_borrower_report_idx" ON "applications" USING btree ("borrower_credit_report_id");--> statement-breakpoint
CREATE INDEX "applications_spouse_report_idx" ON "applications" USING btree ("spouse_credit_report_id");--> statement-breakpoint
CREATE INDEX "audit_log_application_idx" ON "audit_log" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_item_idx" ON "bank_accounts" USING btree ("bank_item_id");--> statement-breakpoint
CREATE INDEX "bank_items_borrower_idx" ON "bank_items" USING btree ("borrower_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_items_plaid_item_unique" ON "bank_items" USING btree ("plaid_item_id");--> statement-breakpoint
CREATE INDEX "bank_transactions_account_idx" ON "bank_transactions" USING btree ("bank_account_id","date");--> statement-breakpoint
CREATE INDEX "borrowers_owner_idx" ON "borrowers" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "borrowers_last_name_idx" ON "borrowers" USING btree (lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "borrowers_first_name_idx" ON "borrowers" USING btree (lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "borrowers_email_idx" ON "borrowers" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "borrowers_phone_idx" ON "borrowers" USING btree (lower("phone_number"),"id");--> statement-breakpoint
CREATE INDEX "budget_expenses_budget_idx" ON "budget_expenses" USING btree ("budget_id");--> statement-breakpoint
CREATE INDEX "collections_credit_report_idx" ON "collections" USING btree ("credit_report_id");--> statement-breakpoint
CREATE INDEX "contact_attempts_application_idx" ON "contact_attempts" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_inquiries_borrower_idx" ON "credit_inquiries" USING btree ("borrower_id");--> statement-breakpoint
CREATE INDEX "credit_reports_borrower_idx" ON "credit_reports" USING btree ("borrower_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_reports_spouse_idx" ON "credit_reports" USING btree ("spouse_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_reports_application_idx" ON "credit_reports" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "debt_scores_borrower_idx" ON "debt_scores" USING btree ("borrower_id","created_at");--> statement-breakpoint
CREATE INDEX "debts_credit_report_idx" ON "debts" USING btree ("credit_report_id");--> statement-breakpoint
CREATE INDEX "decisions_application_idx" ON "decisions" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "disqualification_reasons_decision_idx" ON "disqualification_reasons" USING btree ("decision_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dmp_enrollments_application_unique" ON "dmp_enrollments" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_estimates_unique" ON "expense_estimates" USING btree ("application_id","category","sub_category");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_name_unique" ON "groups" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "hardships_application_key_unique" ON "hardships" USING btree ("application_id","key");--> statement-breakpoint
CREATE INDEX "income_predictions_application_idx" ON "income_predictions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "income_snapshots_borrower_idx" ON "income_snapshots" USING btree ("borrower_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lenders_name_unique" ON "lenders" USING btree ("name");--> statement-breakpoint
CREATE INDEX "offers_decision_idx" ON "offers" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "outreach_events_borrower_idx" ON "outreach_events" USING btree ("borrower_id");--> statement-breakpoint
CREATE INDEX "proposed_budgets_application_idx" ON "proposed_budgets" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_applications_application_unique" ON "rental_applications" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_relief_plans_application_unique" ON "rental_relief_plans" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "risk_scores_report_idx" ON "risk_scores" USING btree ("credit_report_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "spouses_application_idx" ON "spouses" USING btree ("spouse_application_id");--> statement-breakpoint
CREATE INDEX "user_groups_group_idx" ON "user_groups" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "verification_codes_user_idx" ON "verification_codes" USING btree ("user_id");