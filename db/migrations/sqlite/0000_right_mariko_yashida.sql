CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`application_id` text,
	`before` text,
	`after` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_log_application_idx` ON `audit_log` (`application_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity_id`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`template` text NOT NULL,
	`sent_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `groups` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `groups_name_unique` ON `groups` (`name`);--> statement-breakpoint
CREATE TABLE `lenders` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`friendly_name` text NOT NULL,
	`proposed_apr` integer,
	`term_in_months` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lenders_name_unique` ON `lenders` (`name`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`data` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `user_groups` (
	`user_id` text NOT NULL,
	`group_id` text NOT NULL,
	PRIMARY KEY(`user_id`, `group_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_groups_group_idx` ON `user_groups` (`group_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`phone_number` text,
	`password_hash` text NOT NULL,
	`must_change_password` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`initial_email_was_sent` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `verification_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`purpose` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `verification_codes_user_idx` ON `verification_codes` (`user_id`);--> statement-breakpoint
CREATE TABLE `applications` (
	`id` text PRIMARY KEY NOT NULL,
	`owner` text,
	`type` text DEFAULT 'credit' NOT NULL,
	`router` text,
	`status` text DEFAULT 'In Progress' NOT NULL,
	`last_completed_page` text,
	`last_viewed_page` text,
	`assigned_to` text,
	`assigned_to_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`docusign_envelope_id` text,
	`agreed_to_action_plan` integer,
	`has_spouse` integer,
	`has_additional_income` integer,
	`has_large_medical_or_disability_expenses` integer,
	`has_mortgage_escrow` integer,
	`has_recent_death_in_immediate_family` integer,
	`has_recent_job_loss` integer,
	`has_recently_been_furloughed` integer,
	`has_reduction_in_income` integer,
	`has_served_in_military` integer,
	`has_provided_monthly_income` integer,
	`is_car_owner` integer,
	`is_homeowner` integer,
	`kind_of_relief` text,
	`monthly_rent_or_mortgage_amount` integer,
	`number_of_dependents_in_household` integer,
	`reason_for_not_connecting_bank` text,
	`self_reported_monthly_current_income` integer DEFAULT 0 NOT NULL,
	`verified_monthly_current_income` integer,
	`total_back_taxes_amount` integer,
	`total_debt_to_friends_and_family_amount` integer,
	`total_medical_debt_amount` integer,
	`total_other_debt_amount` integer,
	`referral_id` text,
	`utm_campaign` text,
	`utm_content` text,
	`utm_medium` text,
	`utm_source` text,
	`utm_term` text,
	`application_borrower_id` text,
	`application_spouse_id` text,
	`borrower_credit_report_id` text,
	`spouse_credit_report_id` text,
	`credit_pull_status` text DEFAULT 'notAttempted' NOT NULL,
	FOREIGN KEY (`owner`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`assigned_to`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`application_borrower_id`) REFERENCES `borrowers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `applications_created_idx` ON `applications` (`created_at`);--> statement-breakpoint
CREATE INDEX `applications_status_created_idx` ON `applications` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `applications_type_idx` ON `applications` (`type`);--> statement-breakpoint
CREATE INDEX `applications_assigned_idx` ON `applications` (`assigned_to`,`created_at`);--> statement-breakpoint
CREATE INDEX `applications_owner_idx` ON `applications` (`owner`);--> statement-breakpoint
CREATE INDEX `applications_borrower_idx` ON `applications` (`application_borrower_id`);--> statement-breakpoint
CREATE INDEX `applications_borrower_report_idx` ON `applications` (`borrower_credit_report_id`);--> statement-breakpoint
CREATE INDEX `applications_spouse_report_idx` ON `applications` (`spouse_credit_report_id`);--> statement-breakpoint
CREATE TABLE `borrowers` (
	`id` text PRIMARY KEY NOT NULL,
	`owner` text,
	`address_line1` text,
	`address_line2` text,
	`city` text,
	`state` text,
	`zip_code` text,
	`date_of_birth` text,
	`email` text,
	`first_name` text,
	`last_name` text,
	`phone_number` text,
	`phone_number_is_valid` integer,
	`is_opted_out_of_sms` integer DEFAULT false NOT NULL,
	`partner_crm_id` text,
	`preferred_language` text,
	`referral_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`owner`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `borrowers_owner_idx` ON `borrowers` (`owner`);--> statement-breakpoint
CREATE INDEX `borrowers_last_name_idx` ON `borrowers` (lower("last_name"),`id`);--> statement-breakpoint
CREATE INDEX `borrowers_first_name_idx` ON `borrowers` (lower("first_name"),`id`);--> statement-breakpoint
CREATE INDEX `borrowers_email_idx` ON `borrowers` (lower("email"),`id`);--> statement-breakpoint
CREATE INDEX `borrowers_phone_idx` ON `borrowers` (lower("phone_number"),`id`);--> statement-breakpoint
CREATE TABLE `contact_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`contacted_by` text,
	`method` text NOT NULL,
	`outcome` text NOT NULL,
	`was_a_counseling_session_conducted` integer,
	`did_the_borrower_receive_an_offer` integer,
	`what_type_of_offer_did_they_receive` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contacted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `contact_attempts_application_idx` ON `contact_attempts` (`application_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `dmp_enrollments` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`active` integer DEFAULT false NOT NULL,
	`active_at` text,
	`inactive_at` text,
	`date_signed` text,
	`first_payment_date` text,
	`monthly_payment_amount` integer,
	`term_in_months` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dmp_enrollments_application_unique` ON `dmp_enrollments` (`application_id`);--> statement-breakpoint
CREATE TABLE `hardships` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`key` text NOT NULL,
	`value` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hardships_application_key_unique` ON `hardships` (`application_id`,`key`);--> statement-breakpoint
CREATE TABLE `rental_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`has_back_rent` integer,
	`back_rent_amount` integer,
	`monthly_rent_payment` integer,
	`has_received_rental_support_in_past` integer,
	`has_used_credit_card_to_pay_rent` integer,
	`number_of_people_living_with_borrower` integer,
	`race` text,
	`ethnicity` text,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rental_applications_application_unique` ON `rental_applications` (`application_id`);--> statement-breakpoint
CREATE TABLE `rental_relief_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`owner` text,
	`date_signed` text,
	`planned_start_date` text,
	`planned_end_date` text,
	`monthly_plan_rent` integer,
	`monthly_back_rent_due` integer,
	`monthly_rental_assistance_funds_applied` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rental_relief_plans_application_unique` ON `rental_relief_plans` (`application_id`);--> statement-breakpoint
CREATE TABLE `spouses` (
	`id` text PRIMARY KEY NOT NULL,
	`owner` text,
	`spouse_application_id` text,
	`spouse_borrower_id` text,
	`address_line1` text,
	`address_line2` text,
	`city` text,
	`state` text,
	`zip_code` text,
	`date_of_birth` text,
	`email` text,
	`first_name` text,
	`last_name` text,
	`phone_number` text,
	`phone_number_is_valid` integer,
	`is_opted_out_of_sms` integer DEFAULT false NOT NULL,
	`partner_crm_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`owner`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`spouse_application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`spouse_borrower_id`) REFERENCES `borrowers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `spouses_application_idx` ON `spouses` (`spouse_application_id`);--> statement-breakpoint
CREATE TABLE `collections` (
	`id` text PRIMARY KEY NOT NULL,
	`credit_report_id` text NOT NULL,
	`account_number` text,
	`current_balance` integer,
	`subscriber_name` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`credit_report_id`) REFERENCES `credit_reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `collections_credit_report_idx` ON `collections` (`credit_report_id`);--> statement-breakpoint
CREATE TABLE `credit_inquiries` (
	`id` text PRIMARY KEY NOT NULL,
	`borrower_id` text NOT NULL,
	`subscriber_name` text,
	`inquiry_date` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`borrower_id`) REFERENCES `borrowers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `credit_inquiries_borrower_idx` ON `credit_inquiries` (`borrower_id`);--> statement-breakpoint
CREATE TABLE `credit_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text,
	`borrower_id` text,
	`spouse_id` text,
	`was_successful` integer DEFAULT true NOT NULL,
	`vantage_score` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`borrower_id`) REFERENCES `borrowers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`spouse_id`) REFERENCES `spouses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `credit_reports_borrower_idx` ON `credit_reports` (`borrower_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `credit_reports_spouse_idx` ON `credit_reports` (`spouse_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `credit_reports_application_idx` ON `credit_reports` (`application_id`);--> statement-breakpoint
CREATE TABLE `debt_scores` (
	`id` text PRIMARY KEY NOT NULL,
	`borrower_id` text NOT NULL,
	`borrower_risk_score_id` text,
	`value` integer NOT NULL,
	`discount` integer,
	`monthly_expense` integer,
	`monthly_income` integer,
	`monthly_unsecured_debt` integer,
	`risk_score` integer,
	`version` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`borrower_id`) REFERENCES `borrowers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`borrower_risk_score_id`) REFERENCES `risk_scores`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `debt_scores_borrower_idx` ON `debt_scores` (`borrower_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `debts` (
	`id` text PRIMARY KEY NOT NULL,
	`credit_report_id` text NOT NULL,
	`account_number` text,
	`account_type` text,
	`current_balance` integer,
	`date_closed` text,
	`date_opened` text,
	`ecoa_designator` text,
	`estimated_monthly_payment` integer,
	`scheduled_monthly_payment` integer,
	`high_credit` integer,
	`late30_days_total` integer,
	`late60_days_total` integer,
	`late90_days_total` integer,
	`lender_name` text,
	`minimum_monthly_interest` integer,
	`minimum_monthly_principal` integer,
	`most_recent_payment` text,
	`portfolio_type` text,
	`past_due` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`credit_report_id`) REFERENCES `credit_reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `debts_credit_report_idx` ON `debts` (`credit_report_id`);--> statement-breakpoint
CREATE TABLE `risk_scores` (
	`id` text PRIMARY KEY NOT NULL,
	`credit_report_id` text NOT NULL,
	`value` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`credit_report_id`) REFERENCES `credit_reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `risk_scores_report_idx` ON `risk_scores` (`credit_report_id`);--> statement-breakpoint
CREATE TABLE `budget_expenses` (
	`id` text PRIMARY KEY NOT NULL,
	`budget_id` text NOT NULL,
	`expense_id` text NOT NULL,
	`proposed_value` integer,
	FOREIGN KEY (`budget_id`) REFERENCES `proposed_budgets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`expense_id`) REFERENCES `expense_estimates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `budget_expenses_budget_idx` ON `budget_expenses` (`budget_id`);--> statement-breakpoint
CREATE TABLE `decisions` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`is_qualified` integer NOT NULL,
	`current_disposable_income` integer,
	`current_expenses` integer,
	`current_gross_income` integer,
	`current_net_cashflow` integer,
	`current_unsecured_debt_payment` integer,
	`proposed_disposable_income` integer,
	`proposed_expenses` integer,
	`proposed_net_cashflow` integer,
	`proposed_unsecured_debt_payment` integer,
	`number_of_unsecured_debts` integer,
	`total_unsecured_debt_balance` integer,
	`was_accepted_by_borrower` integer DEFAULT false NOT NULL,
	`was_presented_to_borrower` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `decisions_application_idx` ON `decisions` (`application_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `disqualification_reasons` (
	`id` text PRIMARY KEY NOT NULL,
	`decision_id` text NOT NULL,
	`reason` text NOT NULL,
	FOREIGN KEY (`decision_id`) REFERENCES `decisions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `disqualification_reasons_decision_idx` ON `disqualification_reasons` (`decision_id`);--> statement-breakpoint
CREATE TABLE `expense_estimates` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`category` text NOT NULL,
	`sub_category` text NOT NULL,
	`estimated_value` integer,
	`last_submitted_value` integer,
	`self_reported_value` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `expense_estimates_unique` ON `expense_estimates` (`application_id`,`category`,`sub_category`);--> statement-breakpoint
CREATE TABLE `offers` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`decision_id` text NOT NULL,
	`debt_id` text,
	`collection_id` text,
	`balance` integer,
	`current_apr` integer,
	`proposed_apr` integer,
	`current_minimum_monthly_principal_payment_percent` integer,
	`proposed_minimum_monthly_principal_payment` integer DEFAULT 500,
	`proposed_maximum_monthly_principal_payment` integer,
	`proposed_monthly_interest_payment` integer,
	`proposed_monthly_principal_payment` integer,
	`estimated_payoff_savings` integer,
	`lender_concession_id` text,
	`payment` integer,
	`payment_percentage` integer,
	`term` integer,
	`status` text,
	`type` text,
	`total_unsecured_debt_balance` integer,
	`was_presented_to_borrower` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decision_id`) REFERENCES `decisions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`debt_id`) REFERENCES `debts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `offers_decision_idx` ON `offers` (`decision_id`);--> statement-breakpoint
CREATE INDEX `offers_application_idx` ON `offers` (`application_id`);--> statement-breakpoint
CREATE TABLE `proposed_budgets` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`borrower_id` text,
	`description` text,
	`agreed_to` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`borrower_id`) REFERENCES `borrowers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `proposed_budgets_application_idx` ON `proposed_budgets` (`application_id`);--> statement-breakpoint
CREATE TABLE `account_balances` (
	`id` text PRIMARY KEY NOT NULL,
	`bank_account_id` text NOT NULL,
	`plaid_account_id` text,
	`available` integer,
	`current` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`bank_account_id`) REFERENCES `bank_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_balances_account_idx` ON `account_balances` (`bank_account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`borrower_id` text NOT NULL,
	`type` text NOT NULL,
	`has_been_seen_by_borrower` integer DEFAULT false NOT NULL,
	`has_been_seen_by_customer_service_representative` integer DEFAULT false NOT NULL,
	`triggered_by_id` text,
	`triggered_by_type` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`borrower_id`) REFERENCES `borrowers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `alerts_borrower_idx` ON `alerts` (`borrower_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `alerts_trigger_unique` ON `alerts` (`type`,`triggered_by_id`);--> statement-breakpoint
CREATE TABLE `bank_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`bank_item_id` text NOT NULL,
	`plaid_account_id` text,
	`mask` text,
	`name` text,
	`official_name` text,
	`sub_type` text,
	`type` text,
	`verification_status` text,
	FOREIGN KEY (`bank_item_id`) REFERENCES `bank_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bank_accounts_item_idx` ON `bank_accounts` (`bank_item_id`);--> statement-breakpoint
CREATE TABLE `bank_items` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text,
	`borrower_id` text NOT NULL,
	`plaid_item_id` text,
	`access_token` text,
	`sync_cursor` text,
	`institution_id` text NOT NULL,
	`institution_name` text,
	`is_connected` integer DEFAULT true NOT NULL,
	`is_finished_historical_update` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`borrower_id`) REFERENCES `borrowers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bank_items_borrower_idx` ON `bank_items` (`borrower_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bank_items_plaid_item_unique` ON `bank_items` (`plaid_item_id`);--> statement-breakpoint
CREATE TABLE `bank_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`bank_account_id` text NOT NULL,
	`plaid_transaction_id` text,
	`amount` integer NOT NULL,
	`date` text NOT NULL,
	`name` text,
	`is_verified_as_income` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`bank_account_id`) REFERENCES `bank_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bank_transactions_account_idx` ON `bank_transactions` (`bank_account_id`,`date`);--> statement-breakpoint
CREATE TABLE `income_predictions` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`name` text,
	`amount` integer NOT NULL,
	`is_verified_as_income` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `income_predictions_application_idx` ON `income_predictions` (`application_id`);--> statement-breakpoint
CREATE TABLE `income_snapshots` (
	`id` text PRIMARY KEY NOT NULL,
	`borrower_id` text NOT NULL,
	`annual_income` integer,
	`monthly_income` integer,
	`ninety_day_income` integer,
	`income_transaction_ids` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`borrower_id`) REFERENCES `borrowers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `income_snapshots_borrower_idx` ON `income_snapshots` (`borrower_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `outreach_events` (
	`id` text PRIMARY KEY NOT NULL,
	`borrower_id` text NOT NULL,
	`event_type` text NOT NULL,
	`occurred_on` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`borrower_id`) REFERENCES `borrowers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `outreach_events_borrower_idx` ON `outreach_events` (`borrower_id`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`body_sha256` text PRIMARY KEY NOT NULL,
	`received_at` text NOT NULL
);
