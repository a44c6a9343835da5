import type { Config } from '../config';
import type { Logger } from '../logger';
import type { BankLink } from './bankLink/bankLink';
import { PlaidBankLink } from './bankLink/plaidBankLink';
import { createPlaidApi, plaidBasePath } from './bankLink/plaidClient';
import { PlaidWebhookKeys } from './bankLink/plaidWebhookKeys';
import { SandboxBankLink } from './bankLink/sandboxBankLink';
import { verifyPlaidWebhook, type WebhookVerification } from './bankLink/webhookVerifier';
import type { CreditBureau } from './creditBureau/creditBureau';
import { ExperianCreditBureau } from './creditBureau/experianCreditBureau';
import type { Mailer } from './mail/mailer';
import { OutboxMailer, type RecordOutbox } from './mail/outboxMailer';
import { SmtpMailer } from './mail/smtpMailer';
import { OfflinePhoneCheck } from './phone/offlinePhoneCheck';
import { FallbackPhoneCheck, type PhoneCheck } from './phone/phoneCheck';
import { TwilioPhoneCheck } from './phone/twilioPhoneCheck';

export type IntegrationConfig = Pick<
  Config,
  | 'PLAID_CLIENT_ID'
  | 'PLAID_SECRET'
  | 'PLAID_ENV'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'PUBLIC_ORIGIN'
  | 'CREDIT_BUREAU_URL'
  | 'CREDIT_BUREAU_CLIENT_ID'
  | 'CREDIT_BUREAU_CLIENT_SECRET'
  | 'CREDIT_BUREAU_USERNAME'
  | 'CREDIT_BUREAU_PASSWORD'
  | 'CREDIT_BUREAU_SUBSCRIBER_CODE'
>;

export interface IntegrationOptions {
  /** Writes to the `email_outbox` table; used when no SMTP server is configured. */
  recordOutbox: RecordOutbox;
  logger?: Logger;
  /** Longest wait for any third party, so a slow one never hangs a request. */
  timeoutMs?: number;
  now?: () => Date;
  /** A proxy (or a local fake) in front of Plaid; Plaid's own URL for PLAID_ENV otherwise. */
  plaidBasePath?: string;
  /** The same for Twilio Lookup. */
  twilioLookupsBaseUrl?: string;
  /**
   * A bureau the caller made: training's simulated one (api/outbox.ts, integrationsFor), or a test's
   * stand-in for a configured vendor. Nothing here makes a simulation: without one given and without
   * CREDIT_BUREAU_URL there is no bureau, and a counsellor reviews the credit (the Credit review).
   */
  creditBureau?: CreditBureau | null;
}

export interface Integrations {
  /** Null: no bureau, so an application's credit waits for a counsellor's review. */
  creditBureau: CreditBureau | null;
  bankLink: BankLink;
  /** Checks a `/webhook` delivery's Plaid-Verification JWT against its raw body. */
  verifyBankWebhook(input: {
    body: Buffer | string;
    verificationHeader: string | undefined;
  }): Promise<WebhookVerification>;
  phoneCheck: PhoneCheck;
  mailer: Mailer;
  /** Which implementation each third party got, for the start-up log. */
  modes: { bankLink: 'plaid' | 'sandbox'; phoneCheck: 'twilio' | 'offline'; mailer: 'smtp' | 'outbox' };
  /** Which bureau, for the start-up log: Experian, the one given (training's simulation), or none. */
  creditBureauMode: 'experian' | 'given' | 'counsellorReview';
}

const defaultTimeoutMs = 10_000;

/**
 * Real third parties where credentials are configured, the stand-ins otherwise (DESIGN.md §3). The
 * credit bureau has no stand-in here: Experian when CREDIT_BUREAU_URL is set, the one given, or none.
 */
export function createIntegrations(config: IntegrationConfig, options: IntegrationOptions): Integrations {
  const { logger, timeoutMs = defaultTimeoutMs, now = () => new Date() } = options;
  const bank = bankIntegration(config, options, timeoutMs, now);
  const phone = phoneIntegration(config, options, timeoutMs);
  const mailer = config.SMTP_URL
    ? new SmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, timeoutMs })
    : new OutboxMailer(options.recordOutbox, logger);
  const bureau = bureauIntegration(config, options, timeoutMs, now);
  return {
    creditBureau: bureau.creditBureau,
    bankLink: bank.bankLink,
    verifyBankWebhook: bank.verifyBankWebhook,
    phoneCheck: phone.phoneCheck,
    mailer,
    modes: { bankLink: bank.mode, phoneCheck: phone.mode, mailer: config.SMTP_URL ? 'smtp' : 'outbox' },
    creditBureauMode: bureau.mode,
  };
}

function bureauIntegration(
  config: IntegrationConfig,
  options: IntegrationOptions,
  timeoutMs: number,
  now: () => Date,
): { mode: Integrations['creditBureauMode']; creditBureau: CreditBureau | null } {
  if (options.creditBureau) return { mode: 'given', creditBureau: options.creditBureau };
  const url = config.CREDIT_BUREAU_URL;
  if (!url) return { mode: 'counsellorReview', creditBureau: null };
  return {
    mode: 'experian',
    creditBureau: new ExperianCreditBureau({
      baseUrl: url,
      clientId: config.CREDIT_BUREAU_CLIENT_ID ?? '',
      clientSecret: config.CREDIT_BUREAU_CLIENT_SECRET ?? '',
      username: config.CREDIT_BUREAU_USERNAME ?? '',
      password: config.CREDIT_BUREAU_PASSWORD ?? '',
      subscriberCode: config.CREDIT_BUREAU_SUBSCRIBER_CODE ?? '',
      timeoutMs,
      now,
    }),
  };
}

function bankIntegration(
  config: IntegrationConfig,
  options: IntegrationOptions,
  timeoutMs: number,
  now: () => Date,
) {
  const { PLAID_CLIENT_ID: clientId, PLAID_SECRET: secret } = config;
  if (!clientId || !secret) {
    return {
      mode: 'sandbox' as const,
      bankLink: new SandboxBankLink({ now }),
      verifyBankWebhook: async (): Promise<WebhookVerification> => ({
        ok: false,
        reason: 'the sandbox bank sends no webhooks',
      }),
    };
  }
  const plaid = createPlaidApi({
    clientId,
    secret,
    basePath: options.plaidBasePath ?? plaidBasePath(config.PLAID_ENV),
    timeoutMs,
  });
  const keys = new PlaidWebhookKeys(plaid, now);
  return {
    mode: 'plaid' as const,
    bankLink: new PlaidBankLink(plaid, {
      clientName: 'Relief Service',
      webhookUrl: config.PUBLIC_ORIGIN && new URL('/webhook', config.PUBLIC_ORIGIN).href,
    }),
    verifyBankWebhook: (input: { body: Buffer | string; verificationHeader: string | undefined }) =>
      verifyPlaidWebhook({ ...input, getKey: keys.get, now: now() }),
  };
}

function phoneIntegration(config: IntegrationConfig, options: IntegrationOptions, timeoutMs: number) {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = config;
  const offline = new OfflinePhoneCheck();
  if (!accountSid || !authToken) return { mode: 'offline' as const, phoneCheck: offline };
  const twilioCheck = new TwilioPhoneCheck({
    accountSid,
    authToken,
    timeoutMs,
    lookupsBaseUrl: options.twilioLookupsBaseUrl,
  });
  const phoneCheck = new FallbackPhoneCheck(twilioCheck, offline, (error) =>
    options.logger?.warn({ reason: error.message }, 'Twilio Lookup unavailable; phone checked offline'),
  );
  return { mode: 'twilio' as const, phoneCheck };
}

export type {
  AccountBalanceReading,
  BankLink,
  BankTransaction,
  LinkedAccount,
  TransactionsSync,
} from './bankLink/bankLink';
export { BankLinkError } from './bankLink/bankLink';
export { createSandboxPublicToken } from './bankLink/sandboxBankLink';
export { sandboxInstitutions } from './bankLink/sandboxInstitutions';
export { parsePlaidWebhook, PlaidWebhookMalformed, type PlaidWebhookEvent } from './bankLink/webhookEvents';
export type { WebhookVerification } from './bankLink/webhookVerifier';
export type { BureauPerson, BureauReport, BureauTradeline, CreditBureau } from './creditBureau/creditBureau';
export { CreditPullFailed } from './creditBureau/creditBureau';
export { lenderFriendlyNames } from './creditBureau/lenders';
export { noHitLastName, timeoutLastName } from './creditBureau/simulatedCreditBureau';
export { reportOfExperian } from './creditBureau/experianReport';
export { MailDeliveryFailed, type Mailer, type MailMessage } from './mail/mailer';
export type { RecordOutbox } from './mail/outboxMailer';
export { composeEmail, type EmailContent, type MailLanguage } from './mail/templates';
export { PhoneCheckUnavailable, type PhoneCheck } from './phone/phoneCheck';
