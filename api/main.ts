import { randomBytes } from 'node:crypto';
import cluster from 'node:cluster';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeDatabaseUrl, MigrationsPendingError, openDatabase, type Database } from '../db/client';
import { DataKeyError } from '../db/dataKeys';
import { isMissingDatabase } from '../db/errors';
import { createDemoStaff } from './bootstrap';
import { buildIfStale, webBuild } from './build';
import { isShutdownMessage, runPrimary } from './cluster/primary';
import { ConfigError, loadConfig, type Config } from './config';
import { keySourceOf, workspaceDataKeys } from './encryptionKeys';
import { prepareWorkspacePages } from './http/workspacePages';
import { createLogger, type Logger } from './logger';
import { serve, type ServedWorkspace } from './server';
import { readLogWriteCounter } from './telemetry/metrics';
import { serveMetrics } from './telemetry/metricsServer';
import { startErrorReporting } from './telemetry/errorReporting';
import type { LoadDemoBorrowers } from './services/deps';
import { claimDatabaseFor, issueFirstLeadLink, setupLinkLifetimeMs } from './services/workspaceSetup';
import { liveProblems, originOf, workspacesOf, type Workspace } from './workspace';

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

/** The workspaces of this configuration: live (unless it may not serve yet) and training (unless off). */
function plan(config: Config) {
  const { live, training } = workspacesOf(config);
  const problems = liveProblems(config);
  if (problems.length > 0 && !training) {
    throw new ConfigError(`Live is not configured and training is off:\n  ${problems.join('\n  ')}`);
  }
  return { live, training, problems };
}

/*
 * `npm start`: live on PORT and training on TRAINING_PORT, each the same app over its own database
 * (docs/decisions/0059-live-and-training.md). With WEB_CONCURRENCY (default: one per core) above 1
 * this process becomes the cluster primary: it does the one-time work below, then forks the workers
 * that serve both workspaces (api/cluster/primary.ts). With 1 it does the same work and serves by
 * itself, with no primary.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  startErrorReporting(config.ERROR_REPORTING_DSN);
  const { live, training, problems } = plan(config);
  if (cluster.isWorker) return runWorker(config, logger, { live, training, problems });

  const workers = workerCount(config, logger);
  if (config.BUILD_ON_START) buildIfStale(root, logger, [webBuild]);
  const now = new Date();
  const liveDatabase = problems.length ? null : await openWorkspaceDatabase(config, live, now);
  const trainingDatabase = training ? await openWorkspaceDatabase(config, training, now) : null;
  if (trainingDatabase) await fillTraining(trainingDatabase, config, logger);
  if (liveDatabase) await announceFirstLeadLink(liveDatabase, live, config, now);
  else logger.error({ problems }, 'Live is not configured: it answers 503 until these settings are right');
  // Made (when not configured) before any worker starts, so every worker signs with the same one.
  const secret = sessionSecret(config.SESSION_SECRET);
  const served = servedWorkspaces(config, { live, training, problems }, liveDatabase, trainingDatabase);
  const databases = [liveDatabase, trainingDatabase].filter((d): d is Database => d !== null);

  if (config.METRICS_PORT !== undefined) {
    // Loopback unless HOST is given: the metrics say how busy the agency is, to no one outside.
    const host = process.env.HOST ? config.HOST : '127.0.0.1';
    serveMetrics({ port: config.METRICS_PORT, host, cluster: workers > 1, logger });
  }
  if (workers > 1) {
    // Before the workers open their connections, which load the planner's statistics when they do.
    for (const database of databases) await database.optimize();
    runPrimary({ workers, workspaces: served.length, databases, logger });
    return;
  }
  serve({ config, workspaces: served, logger, sessionSecret: secret, root, loadDemoBorrowers });
  for (const database of databases) await database.optimize();
}

async function openWorkspaceDatabase(
  config: Config,
  workspace: Workspace,
  now: Date,
  /** False in a cluster worker: the primary has migrated (or checked) before forking it. */
  migrate = true,
): Promise<Database> {
  const { location } = describeDatabaseUrl(workspace.databaseUrl);
  try {
    return await openDatabase(workspace.databaseUrl, {
      migrate: migrate && config.MIGRATE_ON_START,
      mustBeMigrated: migrate && !config.MIGRATE_ON_START,
      poolSize: config.DATABASE_POOL_SIZE,
      namedStatements: config.DATABASE_NAMED_STATEMENTS,
      dataKeys: workspaceDataKeys(config, workspace),
      claim: (database) => claimDatabaseFor(database, workspace.kind, location, now),
      onQuery: readLogWriteCounter(workspace.kind),
    });
  } catch (error) {
    if (!(error instanceof DataKeyError)) throw error;
    throw new DataKeyError(`${workspaceKeyProblem(config, workspace)}\n  ${error.message}`);
  }
}

/** Which workspace's key did not open its database, where that key comes from, and what to do. */
function workspaceKeyProblem(config: Config, workspace: Workspace): string {
  const source = keySourceOf(config, workspace);
  if (workspace.kind === 'live')
    return `Live's database does not open with its key (${source}): give it the key its secrets were sealed under.`;
  return (
    `Training's database does not open with its key (${source}). Training holds practice data only: ` +
    'move its database aside and start again to make it anew, or give the key it was sealed under in ' +
    'TRAINING_DATA_ENCRYPTION_OLD_KEYS and run `npm run rotate-key -- --training`.'
  );
}

/** Training's first start: the demo staff (password given or printed once) and the demo borrowers. */
async function fillTraining(database: Database, config: Config, logger: Logger) {
  const firstStart = await createDemoStaff(database, logger, config.DEMO_STAFF_PASSWORD);
  if (firstStart && config.SEED_DEMO_DATA) {
    const { seedDemoData } = await import('../seed/demo');
    // Also makes the demo borrower accounts and prints them (with a generated password, once).
    await seedDemoData(database, logger, config.DEMO_BORROWER_PASSWORD, {
      setupCents: config.AGENCY_SETUP_FEE,
      monthlyCents: config.AGENCY_MONTHLY_FEE,
    });
  }
}

/** Live starts with no known password: while it has no staff, each start prints a one-time link. */
async function announceFirstLeadLink(database: Database, live: Workspace, config: Config, now: Date) {
  const token = await issueFirstLeadLink(database, now);
  if (!token) return;
  const link = `${originOf(live, config.HOST, live.port)}/admin/#/first-lead?token=${token}`;
  const hours = setupLinkLifetimeMs / 3_600_000;
  // Printed, never logged: the link is a password until it is used.
  process.stdout.write(
    `\nLive has no staff account yet. The first lead sets theirs at this one-time link (valid ${hours} hours):\n  ${link}\n` +
      `Or: npm run user -- add --email you@agency.org --group CustomerService --group CustomerServiceLead\n\n`,
  );
}

function servedWorkspaces(
  config: Config,
  { live, training, problems }: ReturnType<typeof plan>,
  liveDatabase: Database | null,
  trainingDatabase: Database | null,
): ServedWorkspace[] {
  const dist = resolve(root, 'dist');
  const trainingAddress = training ? originOf(training, config.HOST, training.port) : null;
  const pagesOf = (workspace: Workspace) =>
    prepareWorkspacePages(dist, {
      kind: workspace.kind,
      phones: workspace.phones,
      flowVariant: workspace.flowVariant,
      bankLinking: workspace.bankLinking,
      promoVideoUrl: workspace.promoVideoUrl,
      trainingAddress: workspace.kind === 'live' && training?.port !== 0 ? trainingAddress : null,
    });
  const served: ServedWorkspace[] = [
    { workspace: live, pagesRoot: pagesOf(live), database: liveDatabase, problems },
  ];
  if (training)
    served.push({
      workspace: training,
      pagesRoot: pagesOf(training),
      database: trainingDatabase,
      problems: [],
    });
  return served;
}

/** WEB_CONCURRENCY, else one per core; PGlite lives inside one process, so it gets one process. */
function workerCount(config: Config, logger: Logger): number {
  const wanted = config.WEB_CONCURRENCY ?? availableParallelism();
  const { live, training } = workspacesOf(config);
  const urls = [live.databaseUrl, training?.databaseUrl];
  if (wanted > 1 && urls.some((url) => url !== undefined && describeDatabaseUrl(url).dialect === 'pglite')) {
    logger.info({ wanted }, 'PGlite is in-process: serving from one process');
    return 1;
  }
  return wanted;
}

/** A cluster worker: the primary has migrated and prepared the databases; this one only serves. */
async function runWorker(config: Config, logger: Logger, planned: ReturnType<typeof plan>) {
  // Listening from the start: the primary may ask this worker to stop before it serves.
  const serving: { stop?: (reason: string) => void; asked?: boolean } = {};
  process.on('message', (message: unknown) => {
    if (!isShutdownMessage(message)) return;
    serving.asked = true;
    serving.stop?.('asked by the primary');
  });
  const now = new Date();
  const { live, training, problems } = planned;
  const liveDatabase = problems.length ? null : await openWorkspaceDatabase(config, live, now, false);
  const trainingDatabase = training ? await openWorkspaceDatabase(config, training, now, false) : null;
  if (serving.asked) {
    await Promise.all([liveDatabase?.close(), trainingDatabase?.close()]);
    process.exit(0);
  }
  serving.stop = serve({
    config,
    workspaces: servedWorkspaces(config, planned, liveDatabase, trainingDatabase),
    logger,
    sessionSecret: sessionSecret(config.SESSION_SECRET),
    root,
    loadDemoBorrowers,
  }).stop;
}

main().catch((error) => {
  if (isMissingDatabase(error)) {
    // One line, not the driver's stack: the database is made once, by its administrator (README).
    console.error(
      `${(error as Error).message}: create it first (createdb --owner=<the server's role> <name>, README "Going live")`,
    );
    process.exit(2);
  }
  // A missing or wrong data key stops start-up with its reason (SECURITY.md §27).
  if (
    error instanceof ConfigError ||
    error instanceof DataKeyError ||
    error instanceof MigrationsPendingError
  ) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
