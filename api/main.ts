import { randomBytes } from 'node:crypto';
import cluster from 'node:cluster';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeDatabaseUrl, openDatabase } from '../db/client';
import { DataKeyError } from '../db/dataKeys';
import { createDemoStaff } from './bootstrap';
import { buildIfStale } from './build';
import { isShutdownMessage, runPrimary } from './cluster/primary';
import { ConfigError, loadConfig, type Config } from './config';
import { dataKeysFor } from './encryptionKeys';
import { createLogger, type Logger } from './logger';
import { serve } from './server';
import type { LoadDemoBorrowers } from './services/deps';
import { receivePlaidItemUpdatesOfOtherWorkers } from './services/flow/plaidItemUpdates';
import { startSweeps } from './sweeps';

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

/** The console's demo-data load: the seed's, loaded only when a lead first asks for one. */
const loadDemoBorrowers: LoadDemoBorrowers = (database, logger, options) =>
  import('../seed/seedBorrowers').then(({ seedBorrowers }) => seedBorrowers(database, logger, options));

/*
 * `npm start`. With WEB_CONCURRENCY (default: one per core) above 1 this process becomes the
 * cluster primary: it does the one-time work below, then forks the workers that serve
 * (api/cluster/primary.ts). With 1 it does the same work and serves by itself, with no primary.
 * docs/decisions.md, "Serving on every core", says what the workers share and how.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (cluster.isWorker) return runWorker(config, logger);

  const workers = workerCount(config, logger);
  if (config.BUILD_ON_START) buildIfStale(root, logger);
  const database = await openDatabase(config.DATABASE_URL, {
    dataKeys: dataKeysFor(config, config.DATABASE_URL),
  });
  const firstStart = await createDemoStaff(database, logger, config.DEMO_STAFF_PASSWORD);
  if (firstStart && config.SEED_DEMO_DATA) {
    const { seedDemoData } = await import('../seed/demo');
    // Also makes the demo borrower accounts and prints them (with a generated password, once).
    await seedDemoData(database, logger, config.DEMO_BORROWER_PASSWORD);
  }
  // Made (when not configured) before any worker starts, so every worker signs with the same one.
  const secret = sessionSecret(config.SESSION_SECRET);

  if (workers > 1) {
    // Before the workers open their connections, which load the planner's statistics when they do.
    await database.optimize();
    runPrimary({ workers, database, logger });
    return;
  }
  const stopSweeps = startSweeps(database, logger);
  serve({
    config,
    database,
    logger,
    sessionSecret: secret,
    root,
    loadDemoBorrowers,
    beforeClose: stopSweeps,
  });
  await database.optimize();
}

/** WEB_CONCURRENCY, else one per core; PGlite lives inside one process, so it gets one process. */
function workerCount(config: Config, logger: Logger): number {
  const wanted = config.WEB_CONCURRENCY ?? availableParallelism();
  if (wanted > 1 && describeDatabaseUrl(config.DATABASE_URL).dialect === 'pglite') {
    logger.info({ wanted }, 'PGlite is in-process: serving from one process');
    return 1;
  }
  return wanted;
}

/** A cluster worker: the primary has migrated and prepared the database; this one only serves. */
async function runWorker(config: Config, logger: Logger) {
  // Listening from the start: the primary may ask this worker to stop before it serves.
  const serving: { stop?: (reason: string) => void; asked?: boolean } = {};
  process.on('message', (message: unknown) => {
    if (!isShutdownMessage(message)) return;
    serving.asked = true;
    serving.stop?.('asked by the primary');
  });
  const database = await openDatabase(config.DATABASE_URL, {
    migrate: false,
    dataKeys: dataKeysFor(config, config.DATABASE_URL),
  });
  if (serving.asked) {
    await database.close();
    process.exit(0);
  }
  receivePlaidItemUpdatesOfOtherWorkers();
  serving.stop = serve({
    config,
    database,
    logger,
    sessionSecret: sessionSecret(config.SESSION_SECRET),
    root,
    loadDemoBorrowers,
  }).stop;
}

main().catch((error) => {
  // A missing or wrong data key stops start-up with its reason (SECURITY.md §27).
  if (error instanceof ConfigError || error instanceof DataKeyError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
