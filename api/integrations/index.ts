import type { Config } from '../config';
import type { WorkspaceKind } from '../domain/workspace';
import type { Logger } from '../logger';
import type { BankLink } from './bankLink/bankLink';
import { PlaidBankLink } from './bankLink/plaidBankLink';
import { createPlaidApi, plaidBasePath } from './bankLink/plaidClient';
import { PlaidWebhookKeys } from './bankLink/plaidWebhookKeys';
import { SandboxBankLink } from './bankLink/sandboxBankLink';
import { verifyPlaidWebhook, type WebhookVerification } from './bankLink/webhookVerifier';
import type { CreditBureau } from './creditBureau/creditBureau';
import { ExperianCreditBureau } from './creditBureau/experianCreditBureau';
import { SimulatedCreditBureau } from './creditBureau/simulatedCreditBureau';
import type { Mailer } from './mail/mailer';
import { OutboxMailer, type RecordOutbox } from './mail/outboxMailer';
import { SmtpMailer } from './mail/smtpMailer';
import { UnconfiguredMailer } from './mail/unconfiguredMailer';
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
   * Training's bureau in place of its simulated one (a test's stand-in answering a report it chose).
   * Live takes none: it has Experian when CREDIT_BUREAU_URL is set and no bureau otherwise.
   */
  trainingCreditBureau?: CreditBureau;
}

export interface Integrations {
  /** Null on live without CREDIT_BUREAU_URL: the application's credit waits for a counsellor's review. */
  creditBureau: CreditBureau | null;
  /** Null on live without Plaid keys: live shows no bank step rather than a pretend one. */
  bankLink: BankLink | null;
  /** Checks a `/webhook` delivery's Plaid-Verification JWT against its raw body. */
  verifyBankWebhook(input: {
    body: Buffer | string;
    verificationHeader: string | undefined;
  }): Promise<WebhookVerification>;
  phoneCheck: PhoneCheck;
  mailer: Mailer;
  /** Which implementation each third party got, for the start-up log and the pages. */
  modes: {
    bankLink: 'plaid' | 'sandbox' | 'none';
    phoneCheck: 'twilio' | 'offline';
    mailer: 'smtp' | 'outbox' | 'none';
  };
  /** Which bureau, for the start-up log: Experian, training's simulated one, or none (the Credit review). */
  creditBureauMode: 'experian' | 'simulated' | 'counsellorReview';
}

const defaultTimeoutMs = 10_000;

/*
 * The stand-ins (simulated bureau, sandbox bank, the outbox as the only mail) are built here and
 * nowhere else, for training only: live gets the real third parties it is configured with and,
 * where one is missing, none at all (DESIGN.md §3, "simulated only in the training workspace").
 */
export function createIntegrations(
  kind: WorkspaceKind,
  config: IntegrationConfig,
  options: IntegrationOptions,
): Integrations {
  return kind === 'training' ? trainingIntegrations(options) : liveIntegrations(config, options);
}

/** Training never reaches the outside world, whatever is configured: its settings are not even read. */
function trainingIntegrations(options: IntegrationOptions): Integrations {
  const { now = () => new Date(), timeoutMs = defaultTimeoutMs } = options;
  return {
    creditBureau: options.trainingCreditBureau ?? new SimulatedCreditBureau({ now, timeoutMs }),
    bankLink: new SandboxBankLink({ now }),
    verifyBankWebhook: noWebhooks('the sandbox bank sends no webhooks'),
    phoneCheck: new OfflinePhoneCheck(),
    mailer: new OutboxMailer(options.recordOutbox, options.logger),
    modes: { bankLink: 'sandbox', phoneCheck: 'offline', mailer: 'outbox' },
    creditBureauMode: 'simulated',
  };
}

function liveIntegrations(config: IntegrationConfig, options: IntegrationOptions): Integrations {
  const { timeoutMs = defaultTimeoutMs, now = () => new Date() } = options;
  const bank = plaidIntegration(config, options, timeoutMs, now);
  const phone = phoneIntegration(config, options, timeoutMs);
  const creditBureau = experianBureau(config, timeoutMs, now);
  return {
    creditBureau,
    bankLink: bank?.bankLink ?? null,
    verifyBankWebhook: bank?.verifyBankWebhook ?? noWebhooks('no bank is linked without Plaid keys'),
    phoneCheck: phone.phoneCheck,
    // Live does not serve without SMTP_URL (liveProblems): its mail is never kept for staff to read.
    mailer: config.SMTP_URL
      ? new SmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, timeoutMs })
      : new UnconfiguredMailer(),
    modes: {
      bankLink: bank ? 'plaid' : 'none',
      phoneCheck: phone.mode,
      mailer: config.SMTP_URL ? 'smtp' : 'none',
    },
    creditBureauMode: creditBureau ? 'experian' : 'counsellorReview',
  };
}

/** Experian when its settings are given (config.ts refuses half of them); otherwise live has no bureau. */
function experianBureau(config: IntegrationConfig, timeoutMs: number, now: () => Date): CreditBureau | null {
  const url = config.CREDIT_BUREAU_URL;
  if (!url) return null;
  return new ExperianCreditBureau({
    baseUrl: url,
    clientId: config.CREDIT_BUREAU_CLIENT_ID ?? '',
    clientSecret: config.CREDIT_BUREAU_CLIENT_SECRET ?? '',
    username: config.CREDIT_BUREAU_USERNAME ?? '',
    password: config.CREDIT_BUREAU_PASSWORD ?? '',
    subscriberCode: config.CREDIT_BUREAU_SUBSCRIBER_CODE ?? '',
    timeoutMs,
    now,
  });
}

const noWebhooks = (reason: string) => async (): Promise<WebhookVerification> => ({ ok: false, reason });

function plaidIntegration(
  config: IntegrationConfig,
  options: IntegrationOptions,
  timeoutMs: number,
  now: () => Date,
) {
  const { PLAID_CLIENT_ID: clientId, PLAID_SECRET: secret } = config;
  if (!clientId || !secret) return null;
  const plaid = createPlaidApi({
    clientId,
    secret,
    basePath: options.plaidBasePath ?? plaidBasePath(config.PLAID_ENV),
    timeoutMs,
  });
  const keys = new PlaidWebhookKeys(plaid, now);
  return {
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
