import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client';
import { deleteExpiredSessions } from './auth/sessionStore';
import { createApp } from './app';
import { attachSubscriptions } from './graphql/subscriptionServer';
import { createDemoStaff } from './bootstrap';
import { buildIfStale } from './build';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { integrationsFor } from './outbox';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Without SESSION_SECRET, one is made once and kept beside the SQLite file, so restarts keep sessions. */
function sessionSecret(configured: string | undefined): string {
  if (configured) return configured;
  const file = resolve(root, 'data/.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (config.BUILD_ON_START) buildIfStale(root, logger);
  const database = await openDatabase(config.DATABASE_URL);
  const firstStart = await createDemoStaff(database, logger, config.DEMO_STAFF_PASSWORD);
  if (firstStart && config.SEED_DEMO_DATA) {
    const { seedDemoData } = await import('../seed/demo');
    // Also makes the demo borrower accounts and prints them (with a generated password, once).
    await seedDemoData(database, logger, config.DEMO_BORROWER_PASSWORD);
  }
  const integrations = integrationsFor(config, database, logger);
  logger.info({ integrations: integrations.modes }, 'third parties');
  const app = createApp({
    config,
    database,
    logger,
    integrations,
    sessionSecret: sessionSecret(config.SESSION_SECRET),
    distRoot: resolve(root, 'dist'),
  });
  const server = app.listen(config.PORT, config.HOST, () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ port, database: database.dialect }, `Relief service listening on http://localhost:${port}`);
  });
  const subscriptions = attachSubscriptions(server, app, database, logger);

  await database.optimize();
  const sweep = setInterval(() => {
    deleteExpiredSessions(database).catch((err) => logger.warn({ err }, 'could not delete expired sessions'));
    database.optimize().catch((err) => logger.warn({ err }, 'could not refresh the planner statistics'));
  }, 3_600_000);
  sweep.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(sweep);
    logger.info({ signal }, 'Shutting down: finishing in-flight requests');
    for (const client of subscriptions.clients) client.close(1001, 'Server shutting down');
    server.close(async () => {
      await database.close();
      logger.info('Stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
