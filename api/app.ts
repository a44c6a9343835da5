import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Viewer } from './auth/viewer';
import session from 'express-session';
import helmet from 'helmet';
import type { Database } from '../db/client';
import { configurePassport } from './auth/passport';
import { isRestrictedSession, passwordChangeGate } from './auth/passwordChangeGate';
import { authRoutes } from './http/auth/authRoutes';
import { FreshViewers } from './auth/freshViewers';
import { DatabaseSessionStore } from './auth/sessionStore';
import type { Config } from './config';
import { AppError } from './errors';
import { graphqlMiddleware } from './graphql/middleware';
import { csrfGuard, ownOrigins } from './http/csrf';
import { errorHandler } from './http/errorHandler';
import { databaseGate } from './http/databaseGate';
import { requestTimer } from './telemetry/metrics';
import { isDatabaseUnreachable } from '../db/errors';
import { plainInput } from './http/plainInput';
import type { DepsFor } from './http/requestDeps';
import { userRoutes } from './http/restRoutes';
import { lenderGuideRoute } from './http/lenderGuideRoute';
import { signedAgreementRoute } from './http/signedAgreementRoute';
import { phaseMark, serverTiming } from './http/serverTiming';
import { staticSites } from './http/staticSites';
import type { Integrations } from './integrations';
import type { JobQueue } from './jobs/queue';
import { workOnJobs, type WorkspaceDeps } from './jobs/work';
import type { Logger } from './logger';
import type { LoadDemoBorrowers } from './services/deps';
import { flowRoutes } from './http/flowRoutes';
import { serviceLimitsOf } from './http/phoneCheckLimits';
import { webhookRoute } from './http/webhookRoute';
import { originOf, workspaceSessionSecret, type Workspace } from './workspace';

export interface AppOptions {
  config: Config;
  /** Live or training: its cookie, its origin, its help lines (api/workspace.ts). */
  workspace: Workspace;
  /** Where training is reached, for live's messages that send staff there; null when training is off. */
  trainingAddress?: () => string | null;
  database: Database;
  logger: Logger;
  sessionSecret: string;
  /** Folder holding the built `admin/` and `site/`. */
  distRoot: string;
  /** The workspace's own pages, rendered from the build with its settings (api/http/workspacePages.ts). */
  pagesRoot: string;
  integrations: Integrations;
  /** The database's job queue, started by the caller once the app has named its kinds' handlers. */
  jobs: JobQueue;
  /** The lead's demo-data load: the seed's, given by api/main.ts (nothing else in api/ imports the seed). */
  loadDemoBorrowers: LoadDemoBorrowers;
  now?: () => Date;
  /** The one-time codes' clock in milliseconds (tests step it); default the wall clock. */
  codeClock?: () => number;
}

/** The console's page-load id (a UUID it sends as X-Page-View), or null. */
const pageViewOf = (req: Request): string | null => {
  const value = req.headers['x-page-view'];
  return typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null;
};

export function createApp({
  config,
  workspace,
  trainingAddress = () => null,
  database,
  logger,
  sessionSecret,
  distRoot,
  pagesRoot,
  integrations,
  jobs,
  loadDemoBorrowers,
  now = () => new Date(),
  codeClock = Date.now,
}: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  const timed = config.SERVER_TIMING;
  /** A phase mark of the Server-Timing breakdown, only where it is on. */
  const mark = (phase: string) => (timed ? [phaseMark(phase)] : []);
  if (timed) app.use(serverTiming());
  app.use(requestTimer(workspace.kind));
  // One proxy hop: trusting every X-Forwarded-For hop would let anyone pick their rate-limit key.
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  app.locals.sessionCookieName = workspace.cookieName;
  app.locals.workspace = workspace;
  /** Mail links name the workspace's configured origin, else where it listens (serve sets the port). */
  const publicOrigin = () => originOf(workspace, config.HOST, app.locals.listeningPort ?? workspace.port);
  app.locals.sessionAbsoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  app.locals.sessionIdleMs = config.SESSION_IDLE_MINUTES * 60_000;

  const builtAsset = /^\/(_astro|admin\/assets)\/[^/]+\.(js|css)$/;
  const plaidOrigins = config.PLAID_CLIENT_ID ? ['https://cdn.plaid.com', 'https://*.plaid.com'] : [];
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // Astro's island bootstrap and MUI's emotion styles are inline. Plaid Link is Plaid's
        // script in Plaid's iframe, and is only loaded when Plaid keys are set.
        'script-src': ["'self'", "'unsafe-inline'", ...plaidOrigins],
        'frame-src': plaidOrigins.length ? plaidOrigins : ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'ws:', 'wss:', ...plaidOrigins],
        // The landing page's promo video may live on another host (PROMO_VIDEO_URL).
        'media-src': ["'self'", ...(config.PROMO_VIDEO_URL ? [new URL(config.PROMO_VIDEO_URL).origin] : [])],
      },
    },
  });
  // A built script or stylesheet (hashed, immutable) is no document: the page's headers (its CSP,
  // frame and referrer rules) mean nothing on it, and over HTTP/1.1 they cost a phone about 1 KB per
  // file. It keeps nosniff, which does apply to scripts and styles.
  app.use((req, res, next) => {
    if (!builtAsset.test(req.path)) return securityHeaders(req, res, next);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  // Dynamic answers (GraphQL and REST JSON, the 404 page) over 8 KB compressed on the fly: a smaller
  // one leaves in the same round trip either way, and compressing it costs the server more than the
  // bytes cost the network (docs/decisions/0201). Built files carry their precompressed copies
  // (Content-Encoding already set), which this leaves alone.
  app.use(compression({ threshold: '8kb' }));

  const gate = databaseGate(database, logger);
  app.locals.databaseGate = gate;
  app.get('/healthz', async (_req, res) => {
    try {
      await database.ping();
      // The pid tells which process answered (with WEB_CONCURRENCY > 1, which worker).
      res.json({ status: 'ok', workspace: workspace.kind, database: database.dialect, pid: process.pid });
    } catch (err) {
      gate.failed(err);
      logger.error({ err }, 'health check failed');
      res.status(503).json({
        status: 'unavailable',
        workspace: workspace.kind,
        database: isDatabaseUnreachable(err) ? 'database unreachable' : 'database failing',
        pid: process.pid,
      });
    }
  });
  // What needs the database waits for it to answer again rather than failing one by one.
  app.use(['/graphql', '/api', '/auth', '/webhook'], gate.middleware);

  const limitsFor = serviceLimitsOf(database);
  /** The services' dependencies apart from any request: a job's. */
  const workspaceDeps = (): WorkspaceDeps => ({
    database,
    integrations,
    jobs,
    logger,
    now,
    workspace: workspace.kind,
    trainingAddress: trainingAddress(),
    publicOrigin: publicOrigin(),
    phones: workspace.phones,
    fees: workspace.fees,
    flowVariant: workspace.flowVariant,
    loadDemoBorrowers,
    codeClock,
    unclaimedViewsPerHour: config.UNCLAIMED_VIEWS_PER_HOUR,
  });
  /** The services' dependencies for one request: sign-in after the first About-you submit rotates the session. */
  const depsFor: DepsFor = (req) => ({
    ...workspaceDeps(),
    signIn: (viewer) =>
      new Promise<void>((done, fail) => req.logIn(viewer, (err) => (err ? fail(err) : done()))),
    origin: {
      address: req.ip ?? req.socket?.remoteAddress ?? null,
      pageView: pageViewOf(req),
      purpose: req.headers['x-read-purpose'] === 'export' ? 'export' : null,
    },
    limits: limitsFor(req),
  });
  workOnJobs(jobs, workspaceDeps);

  // Plaid signs the raw body, so the webhook reads it before any JSON parsing.
  app.use('/webhook', webhookRoute(depsFor, integrations, logger));
  app.use(express.json({ limit: '1mb' }));
  app.use(plainInput, ...mark('body'));
  const viewers = new FreshViewers();
  const sessions = session({
    name: workspace.cookieName,
    secret: workspaceSessionSecret(sessionSecret, workspace.kind),
    store: new DatabaseSessionStore(database, viewers),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: config.SESSION_IDLE_MINUTES * 60_000,
    },
  });
  app.use(sessions, ...mark('session'));
  const auth = configurePassport(database, viewers);
  app.use(auth.initialize());
  app.use(auth.session(), ...mark('viewer'));
  app.locals.depsFor = depsFor;
  /** The viewer of a WebSocket upgrade: the same session cookie, read without sending a response. */
  app.locals.viewerOf = (req: IncomingMessage): Promise<Viewer | null> =>
    new Promise((done, fail) => {
      const request = req as Request;
      const response = new ServerResponse(req) as unknown as Response;
      const next = (err?: unknown) => (err ? fail(err) : undefined);
      sessions(request, response, (err) => {
        if (err) return next(err);
        auth.initialize()(request, response, () =>
          // A must-change-password session subscribes to nothing, as it queries nothing.
          auth.session()(request, response, () =>
            done(isRestrictedSession(request) ? null : (request.user ?? null)),
          ),
        );
      });
    });
  app.use((req, _res, next) => {
    // The absolute timeout: a session ends this long after sign-in, however active.
    const deadline = (req.session as unknown as { absoluteDeadline?: number } | undefined)?.absoluteDeadline;
    if (req.user && deadline && Date.now() > deadline) {
      req.user = undefined;
      req.session.destroy((err) => next(err));
      return;
    }
    next();
  });
  const allowedOrigins = ownOrigins(workspace.publicOrigin?.replace(/\/+$/, ''), config.TRUST_PROXY);
  // The WebSocket upgrade is held to the same origins (api/graphql/subscriptionServer.ts).
  app.locals.allowedOrigins = allowedOrigins;
  app.use(csrfGuard(allowedOrigins));

  app.use(passwordChangeGate);
  app.use('/auth', authRoutes(auth, depsFor, database));
  app.use('/graphql', graphqlMiddleware(database, logger, depsFor, now));
  app.use('/api', userRoutes(depsFor, database));
  app.use('/api', flowRoutes(depsFor, database));
  app.use('/api', lenderGuideRoute(depsFor));
  app.use('/api', signedAgreementRoute(depsFor));
  app.use(['/api', '/auth'], (_req, _res, next) => next(new AppError('NOT_FOUND', 'No such route')));
  app.use(staticSites(distRoot, pagesRoot));
  app.use(errorHandler(logger, gate));
  return app;
}
