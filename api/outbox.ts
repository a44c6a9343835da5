import type { Database } from '../db/client';
import { inTransaction } from './data/bound';
import { attachmentFacts } from './data/outbox';
import { createIntegrations, type IntegrationOptions, type Integrations } from './integrations';
import { SimulatedCreditBureau } from './integrations/creditBureau/simulatedCreditBureau';
import type { Config } from './config';
import type { WorkspaceKind } from './domain/workspace';
import type { RecordOutbox } from './integrations/mail/outboxMailer';
import type { Logger } from './logger';

/**
 * Mail without SMTP lands in the outbox table, which leads read in the console. An attachment is
 * recorded by its name, type, size and SHA-256 — the file itself is kept where it belongs (a signed
 * agreement with its application), so the outbox shows what was sent without holding it twice.
 */
export function outboxRecorder(database: Database): RecordOutbox {
  return async ({ attachments, ...message }) => {
    await inTransaction(database, (data) =>
      data.outbox.insertOutboxEmail({
        ...message,
        attachments: attachmentFacts(attachments),
        sentAt: new Date().toISOString(),
      }),
    );
  };
}

/**
 * Training never reaches the outside world, whatever is configured: it is given no credentials at
 * all, so its mail stays in its outbox and its bureau, bank link and phone check are the stand-ins.
 */
export function withoutThirdParties(config: Config): Config {
  return {
    ...config,
    CREDIT_BUREAU_URL: undefined,
    CREDIT_BUREAU_CLIENT_ID: undefined,
    CREDIT_BUREAU_CLIENT_SECRET: undefined,
    CREDIT_BUREAU_USERNAME: undefined,
    CREDIT_BUREAU_PASSWORD: undefined,
    CREDIT_BUREAU_SUBSCRIBER_CODE: undefined,
    SMTP_URL: undefined,
    PLAID_CLIENT_ID: undefined,
    PLAID_SECRET: undefined,
    TWILIO_ACCOUNT_SID: undefined,
    TWILIO_AUTH_TOKEN: undefined,
  };
}

/**
 * The workspace's third parties for this configuration, mail recorded in its database. The simulated
 * bureau is made here and for training only: its made-up reports never reach a real borrower. Live
 * has Experian when configured, else no bureau (a counsellor's Credit review); no setting changes it.
 */
export function integrationsFor(
  config: Config,
  kind: WorkspaceKind,
  database: Database,
  logger: Logger,
  options: Partial<IntegrationOptions> = {},
): Integrations {
  const base = { recordOutbox: outboxRecorder(database), logger, ...options };
  if (kind === 'live') return createIntegrations(config, base);
  const creditBureau = new SimulatedCreditBureau({ now: options.now, timeoutMs: options.timeoutMs });
  return createIntegrations(withoutThirdParties(config), { ...base, creditBureau });
}
