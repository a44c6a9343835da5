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

/** The workspace's third parties for this configuration, mail kept in its database where it is an outbox. */
export function integrationsFor(
  config: Config,
  kind: WorkspaceKind,
  database: Database,
  logger: Logger,
  options: Partial<IntegrationOptions> = {},
): Integrations {
  return createIntegrations(kind, config, { recordOutbox: outboxRecorder(database), logger, ...options });
}
