import type { Database } from '../db/client';
import { inTransaction } from './data/bound';
import { attachmentFacts } from './data/outbox';
import { createIntegrations, type IntegrationOptions, type Integrations } from './integrations';
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
    SMTP_URL: undefined,
    PLAID_CLIENT_ID: undefined,
    PLAID_SECRET: undefined,
    TWILIO_ACCOUNT_SID: undefined,
    TWILIO_AUTH_TOKEN: undefined,
  };
}

/** The workspace's third parties for this configuration, mail recorded in its database. */
export function integrationsFor(
  config: Config,
  kind: WorkspaceKind,
  database: Database,
  logger: Logger,
  options: Partial<IntegrationOptions> = {},
): Integrations {
  const reachable = kind === 'training' ? withoutThirdParties(config) : config;
  return createIntegrations(reachable, { recordOutbox: outboxRecorder(database), logger, ...options });
}
