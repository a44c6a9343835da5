import type { Database } from '../db/client';
import { insertOutboxEmail } from './data/outbox';
import { createIntegrations, type IntegrationOptions, type Integrations } from './integrations';
import type { Config } from './config';
import type { RecordOutbox } from './integrations/mail/outboxMailer';
import type { Logger } from './logger';

/** Mail without SMTP lands in the outbox table, which leads read in the console. */
export function outboxRecorder(database: Database): RecordOutbox {
  return async (message) => {
    await database.withTransaction((tx) =>
      insertOutboxEmail(tx, database.t, { ...message, sentAt: new Date().toISOString() }),
    );
  };
}

/** The product's third parties for this configuration, mail recorded in this database. */
export function integrationsFor(
  config: Config,
  database: Database,
  logger: Logger,
  options: Partial<IntegrationOptions> = {},
): Integrations {
  return createIntegrations(config, { recordOutbox: outboxRecorder(database), logger, ...options });
}
