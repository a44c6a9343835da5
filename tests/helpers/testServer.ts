import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { createApp } from '../../api/app';
import { attachSubscriptions } from '../../api/graphql/subscriptionServer';
import { demoStaff } from '../../api/bootstrap';
import { inTransaction } from '../../api/data/bound';
import { fixturePasswordHash } from './fixtureHash';
import { loadConfig, type Config } from '../../api/config';
import { demoPhones } from '../../api/domain/helpPhone';
import { prepareWorkspacePages } from '../../api/http/workspacePages';
import { claimDatabaseFor } from '../../api/services/workspaceSetup';
import { cookieNames, workspacesOf, type Workspace, type WorkspaceKind } from '../../api/workspace';
import { createLogger, redactedPaths } from '../../api/logger';
import { workspaceDataKeys } from '../../api/encryptionKeys';
import { integrationsFor } from '../../api/outbox';
import { openNotifications } from '../../api/services/notifications';
import { openJobQueue } from '../../api/jobs/open';
import type { JobQueue } from '../../api/jobs/queue';
import type { IntegrationOptions, Integrations } from '../../api/integrations';
import type { LoadDemoBorrowers } from '../../api/services/deps';
import pino from 'pino';
import { openDatabase, type Database, type OpenOptions } from '../../db/client';
import { generateDataKey, parseDataKey } from '../../db/dataKeys';
import { totpCode } from '../../api/auth/oneTimeCodes';
import { secondFactorOf } from '../../api/data/secondFactors';
import { findUserByEmail } from '../../api/auth/users';
import { HttpClient } from './httpClient';

export type TestDialect = 'sqlite' | 'pglite' | 'postgres';

/**
 * Every integration suite runs on SQLite and on Postgres: a real server when CI gives one, else PGlite
 * (the seed's and the rate-limit store's suites keep PGlite beside it, for `pglite:` databases).
 */
export const testDialects: TestDialect[] = ['sqlite', process.env.TEST_POSTGRES_URL ? 'postgres' : 'pglite'];

export const staffPassword = 'Passw0rd!demo';

/**
 * A test server's Postgres pool. CI reaches Postgres as a role limited to 20 connections (.ci/run,
 * tests/helpers/postgresServer.ts), and vitest runs two files at once: each file may hold two servers
 * (three pooled connections and a LISTEN one each) and two connections of its own.
 */
export const testPoolSize = 2;

/** The demo-data load as api/main.ts gives it: the seed's, imported on the first load. */
const loadDemoBorrowers: LoadDemoBorrowers = (database, logger, options) =>
  import('../../seed/seedBorrowers').then(({ seedBorrowers }) => seedBorrowers(database, logger, options));

export async function freshDatabaseUrl(dialect: TestDialect): Promise<string> {
  if (dialect === 'sqlite') return `file:${join(mkdtempSync(join(tmpdir(), 'relief-')), 'test.db')}`;
  if (dialect === 'pglite') return 'pglite:memory';
  const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await admin.connect();
  const name = `relief_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_POSTGRES_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated database of `dialect`, opened under a key of its own (a Postgres server's database
 * has no key file beside it; SQLite's keeps the one it makes).
 */
export async function openFreshDatabase(dialect: TestDialect, options: OpenOptions = {}): Promise<Database> {
  return openDatabase(await freshDatabaseUrl(dialect), {
    dataKeys: { current: parseDataKey(generateDataKey()), old: [] },
    ...options,
  });
}

/** One 30-second step of the one-time codes. */
const codeStep = 30_000;

export interface TestServer {
  dialect: TestDialect;
  /** Live requires staff to give a second factor; training leaves it to each account. */
  workspace: WorkspaceKind;
  databaseUrl: string;
  url: string;
  database: Database;
  /** The workspace's job queue (started). */
  jobs: JobQueue;
  /** The third parties its app was given (the `thirdParties` option). */
  integrations: Integrations;
  client(): HttpClient;
  /**
   * Signs in as a person would, the second step included: a staff account of the live workspace
   * enrols an authenticator the first time (the test computes its codes from the secret), and gives
   * a code every time after. The one-time codes' clock moves one step per code, so no code repeats.
   */
  signIn(email: string, password?: string): Promise<HttpClient>;
  /** The code the account's authenticator shows at the server's code clock, one step later each call. */
  oneTimeCode(email: string): Promise<string>;
  /** A code for `secret` at the next step of the code clock (an enrolment not yet stored). */
  codeFor(secret: string): Promise<string>;
  close(): Promise<void>;
}

/** What live needs to serve, for tests: real-looking lines (live refuses the fictional 555-01xx ones), its key, mail. */
export const liveSettingsEnv = {
  AGENCY_PHONE: '1-877-732-4101',
  COUNSELOR_PHONE: '1-877-732-4102',
  RENTAL_PROGRAM_PHONE: '1-877-732-4103',
  ALT_LANGUAGE_PHONE: '1-877-732-4104',
  // Live seals its secrets under a key of its own (api/encryptionKeys.ts); a fixed one for tests.
  DATA_ENCRYPTION_KEY: 'dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktdGVzdC0=',
  // Nothing listens there: a test that reads live's mail starts its own SMTP server.
  SMTP_URL: 'smtp://127.0.0.1:9',
};

/** Training's own key, for tests whose training database is on a PostgreSQL server (no key file beside it). */
export const trainingKeyEnv = {
  TRAINING_DATA_ENCRYPTION_KEY: 'dHJhaW5pbmcta2V5LXRyYWluaW5nLWtleS10cmFpbiE=',
};

export async function startTestServer(
  dialect: TestDialect,
  options: {
    onQuery?: (sql: string, params: unknown[]) => void;
    now?: () => Date;
    env?: Record<string, string>;
    logLines?: string[];
    integrations?: Partial<IntegrationOptions>;
    /**
     * 'stand-ins' (the default): the workspace is wired to training's third parties — the simulated
     * bureau, the sandbox bank, the outbox — for the tests about everything else. 'configured': the
     * workspace's own wiring for its settings, as `npm start` builds it (live: real ones or none).
     */
    thirdParties?: 'stand-ins' | 'configured';
    /** Live by default; demo data loads only in training. */
    workspace?: WorkspaceKind;
    /** Given, the workspace uses this database instead of a fresh one. */
    databaseUrl?: string;
    /** Where live's messages say training is. */
    trainingAddress?: string;
    /** The demo staff (lead@, rep1@, rep2@example.org); false leaves the database without staff. */
    withStaff?: boolean;
  } = {},
): Promise<TestServer> {
  const kind = options.workspace ?? 'live';
  const databaseUrl = options.databaseUrl ?? (await freshDatabaseUrl(dialect));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ...liveSettingsEnv,
    TRAINING_PORT: 'off',
    ...options.env,
  });
  // Live's key is DATA_ENCRYPTION_KEY, as `npm start` gives it; training keeps a key file beside its
  // SQLite file, and a real Postgres server's training database gets a key of the test's making.
  const dataKeys =
    kind === 'live'
      ? workspaceDataKeys(config, { kind, databaseUrl })
      : dialect === 'postgres'
        ? { current: parseDataKey(generateDataKey()), old: [] }
        : undefined;
  const { onQuery } = options;
  const database = await openDatabase(databaseUrl, {
    // A test counts a request's statements: the job runner's poll, on its own timer, is no request's.
    onQuery: onQuery && ((sql, params) => /\bfrom "jobs"/.test(sql) || onQuery(sql, params)),
    dataKeys,
    poolSize: testPoolSize,
  });
  await claimDatabaseFor(database, kind, databaseUrl, new Date());
  const logger = options.logLines ? capturingLogger(options.logLines) : createLogger('silent');
  // As a server starts (api/server.ts): on Postgres, its subscriptions hear NOTIFY from here on.
  const notifications = openNotifications(database, { scope: kind, listenUrl: databaseUrl, logger });
  await notifications.ready;
  if (options.withStaff !== false) {
    // The demo staff, as createDemoStaff makes them, with the test's cheaper hash (./fixtureHash.ts).
    const passwordHash = fixturePasswordHash(staffPassword);
    await inTransaction(database, async (data) => {
      for (const staff of demoStaff) await data.users.insertAccount({ ...staff, passwordHash });
    });
  }
  const workspace = { ...workspacesOf(config).live, ...testWorkspace(kind, config) };
  const distRoot = resolve(import.meta.dirname, '../../dist');
  let codeTime = Date.now();
  const jobs = openJobQueue(database, databaseUrl, logger, {
    pollMs: 200,
    pollSeconds: 0.5,
    retryDelaySeconds: 1,
    retryLimit: 2,
  });
  const integrations = integrationsFor(
    config,
    options.thirdParties === 'configured' ? kind : 'training',
    database,
    logger,
    options.integrations,
  );
  const app = createApp({
    config,
    workspace,
    trainingAddress: () => options.trainingAddress ?? null,
    database,
    logger,
    sessionSecret: 'test-secret-test-secret-test-secret',
    integrations,
    jobs,
    distRoot,
    pagesRoot: prepareWorkspacePages(distRoot, {
      kind,
      phones: workspace.phones,
      flowVariant: workspace.flowVariant,
      bankLinking: integrations.bankLink !== null,
      promoVideoUrl: workspace.promoVideoUrl,
    }),
    loadDemoBorrowers,
    now: options.now,
    codeClock: () => codeTime,
  });
  await jobs.start();
  const server: Server = await new Promise((done) => {
    const s = app.listen(0, '127.0.0.1', () => done(s));
  });
  app.locals.listeningPort = (server.address() as AddressInfo).port;
  // A test can keep the event loop busy for seconds (PGlite runs in this process); the client's
  // idle sockets must always be dropped by the client first, or a request meets a closed socket.
  server.keepAliveTimeout = 60_000;
  const subscriptions = attachSubscriptions(server, app, database, logger, options.now);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const codeFor = (secret: string) => {
    codeTime += codeStep;
    return totpCode(secret, codeTime);
  };
  // The code clock moves a step per code: sign-ins at once take turns between making a code and
  // sending it, or another's step could leave a code more than the one step of drift behind.
  let codeTurn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const run = codeTurn.then(step, step);
    codeTurn = run.catch(() => undefined);
    return run;
  };
  const oneTimeCode = async (email: string) => {
    const user = await findUserByEmail(database, email);
    const factor = user && (await secondFactorOf(database.db, database.t, user.id));
    if (!factor?.confirmedAt) throw new Error(`${email} has no second factor`);
    return codeFor(factor.secret);
  };
  return {
    dialect,
    workspace: kind,
    databaseUrl,
    url,
    database,
    jobs,
    integrations,
    client: () => new HttpClient(url),
    async signIn(email, password = staffPassword) {
      const client = new HttpClient(url);
      const res = await client.post<{ secondFactor?: 'enrol' | 'verify' }>('/auth/sign-in', {
        username: email,
        password,
      });
      let done = res;
      if (res.status === 200 && res.body.secondFactor === 'enrol') {
        const enrolment = await client.post<{ secret: string }>('/auth/two-factor/enrolment', {});
        done = await inTurn(async () =>
          client.post('/auth/two-factor/enrolment/confirm', { code: await codeFor(enrolment.body.secret) }),
        );
      } else if (res.status === 200 && res.body.secondFactor === 'verify') {
        done = await inTurn(async () => client.post('/auth/two-factor', { code: await oneTimeCode(email) }));
      }
      if (done.status !== 200)
        throw new Error(`sign-in of ${email} failed: ${done.status} ${JSON.stringify(done.body)}`);
      return client;
    },
    oneTimeCode,
    codeFor,
    async close() {
      for (const socket of subscriptions.clients) socket.terminate();
      subscriptions.close();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await jobs.stop();
      await notifications.close();
      await database.close();
    },
  };
}

/** A test's workspace on any free port: live as configured, training with its own cookie and demo lines. */
function testWorkspace(kind: WorkspaceKind, config: Config): Partial<Workspace> {
  if (kind === 'live') return { port: 0 };
  return {
    kind,
    port: 0,
    cookieName: cookieNames.training,
    phones: { ...demoPhones },
    publicOrigin: config.TRAINING_PUBLIC_ORIGIN,
  };
}

/** The product's logger configuration, writing into an array a test can read. */
function capturingLogger(lines: string[]) {
  return pino(
    { level: 'debug', redact: { paths: redactedPaths, censor: '[redacted]' } },
    { write: (line: string) => lines.push(line) },
  );
}
