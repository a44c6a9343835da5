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
}

export interface Integrations {
  creditBureau: CreditBureau;
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
    creditBureau: new SimulatedCreditBureau({ now, timeoutMs }),
    bankLink: new SandboxBankLink({ now }),
    verifyBankWebhook: noWebhooks('the sandbox bank sends no webhooks'),
    phoneCheck: new OfflinePhoneCheck(),
    mailer: new OutboxMailer(options.recordOutbox, options.logger),
    modes: { bankLink: 'sandbox', phoneCheck: 'offline', mailer: 'outbox' },
  };
}

function liveIntegrations(config: IntegrationConfig, options: IntegrationOptions): Integrations {
  const { timeoutMs = defaultTimeoutMs, now = () => new Date() } = options;
  const bank = plaidIntegration(config, options, timeoutMs, now);
  const phone = phoneIntegration(config, options, timeoutMs);
  return {
    creditBureau: new SimulatedCreditBureau({ now, timeoutMs }),
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
  };
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
export { MailDeliveryFailed, type Mailer, type MailMessage } from './mail/mailer';
export type { RecordOutbox } from './mail/outboxMailer';
export { composeEmail, type EmailContent, type MailLanguage } from './mail/templates';
export { PhoneCheckUnavailable, type PhoneCheck } from './phone/phoneCheck';
