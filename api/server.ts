import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Database } from '../db/client';
import { createApp } from './app';
import type { Config } from './config';
import type { ListeningMessage } from './cluster/primary';
import { attachSubscriptions } from './graphql/subscriptionServer';
import { notReadyApp } from './http/notReady';
import type { DatabaseGate } from './http/databaseGate';
import { closingGracefully } from './http/gracefulClose';
import {
  countingJobFailures,
  countListenReconnect,
  markDatabaseReachable,
  watchWorkspace,
} from './telemetry/metrics';
import type { Logger } from './logger';
import { openJobQueue } from './jobs/open';
import type { JobQueue } from './jobs/queue';
import { integrationsFor } from './outbox';
import { resumeOrphanedDemoDataLoads, stopDemoDataLoads } from './services/demoData';
import { keepSweeps, sweptWorkspace } from './sweeps';
import { openNotifications } from './services/notifications';
import type { LoadDemoBorrowers } from './services/deps';
import { listenUrlOf, originOf, type Workspace } from './workspace';

/** A workspace this process serves: with its database, or (live not configured yet) the reasons why not. */
export interface ServedWorkspace {
  workspace: Workspace;
  /** The rendered pages (api/http/workspacePages.ts). */
  pagesRoot: string;
  database: Database | null;
  problems: string[];
}

export interface ServeOptions {
  config: Config;
  workspaces: ServedWorkspace[];
  logger: Logger;
  sessionSecret: string;
  /** The repository's root (the built console and site are under its `dist/`). */
  root: string;
  /** The lead's demo-data load (api/main.ts gives the seed's). */
  loadDemoBorrowers: LoadDemoBorrowers;
}

/** Where each workspace is reached, once it listens (training's address is named in live's messages). */
function addresses(config: Config) {
  const listening = new Map<string, number>();
  return {
    listened: (workspace: Workspace, port: number) => listening.set(workspace.kind, port),
    of: (workspace: Workspace | undefined) =>
      workspace ? originOf(workspace, config.HOST, listening.get(workspace.kind) ?? workspace.port) : null,
  };
}

/**
 * One serving process: each workspace's app on its own port with GraphQL subscriptions, stopped
 * gracefully on SIGTERM/SIGINT or (a cluster worker) on the primary's word. A graceful stop takes no
 * new connections, answers the requests in flight and those already sent on open connections, each
 * with `Connection: close` (api/http/gracefulClose.ts), closes the sockets, stops a demo load between
 * chunks, closes the LISTEN connections and the databases and exits 0; after 10 s it gives up and exits 1.
 */
export function serve({ config, workspaces, logger, sessionSecret, root, loadDemoBorrowers }: ServeOptions) {
  const where = addresses(config);
  const training = workspaces.find((w) => w.workspace.kind === 'training')?.workspace;
  const servers: Server[] = [];
  const subscriptionServers: ReturnType<typeof attachSubscriptions>[] = [];
  const notifications: ReturnType<typeof openNotifications>[] = [];
  const jobQueues: JobQueue[] = [];
  const gates: DatabaseGate[] = [];
  const closers: ReturnType<typeof closingGracefully>[] = [];
  for (const served of workspaces) {
    const { workspace, database } = served;
    const log = logger.child({ workspace: workspace.kind });
    let server: Server;
    if (!database) {
      server = notReadyApp(served.problems, () => where.of(training)).listen(workspace.port, config.HOST);
    } else {
      notifications.push(
        openNotifications(database, {
          scope: workspace.kind,
          listenUrl: listenUrlOf(config, workspace),
          logger: log,
          onReconnect: () => countListenReconnect(workspace.kind),
        }),
      );
      const integrations = integrationsFor(config, workspace.kind, database, log);
      log.info(
        { integrations: { ...integrations.modes, creditBureau: integrations.creditBureauMode } },
        'third parties',
      );
      const jobs = countingJobFailures(openJobQueue(database, workspace.databaseUrl, log), workspace.kind);
      watchWorkspace(workspace.kind, database, jobs);
      jobQueues.push(jobs);
      const app = createApp({
        config,
        workspace,
        trainingAddress: () => where.of(training),
        database,
        logger: log,
        integrations,
        jobs,
        loadDemoBorrowers,
        sessionSecret,
        distRoot: resolve(root, 'dist'),
        pagesRoot: served.pagesRoot,
      });
      server = app.listen(workspace.port, config.HOST);
      server.on('listening', () => (app.locals.listeningPort = (server.address() as AddressInfo).port));
      subscriptionServers.push(attachSubscriptions(server, app, database, log));
      const gate = app.locals.databaseGate;
      gate.onChange((reachable) => markDatabaseReachable(workspace.kind, reachable));
      gates.push(gate);
      keepSweeps(jobs, sweptWorkspace(config, workspace, database, logger), config.SWEEP_SCHEDULE);
      jobs.start().then(
        () =>
          resumeOrphanedDemoDataLoads(database, jobs, log).catch((err) =>
            log.warn({ err }, 'could not hand on the demo data loads of dead processes'),
          ),
        (err) => log.error({ err }, 'the job queue did not start'),
      );
    }
    server.on('listening', () => {
      const { port } = server.address() as AddressInfo;
      where.listened(workspace, port);
      // A worker's readiness is announced by the primary, once every worker listens.
      if (cluster.isWorker) {
        const message: ListeningMessage = { listening: { workspace: workspace.kind, port } };
        process.send?.(message);
      } else
        log.info(
          { port, database: database?.dialect ?? null, ready: database !== null },
          `Relief service (${workspace.kind}) listening on http://localhost:${port}`,
        );
    });
    servers.push(server);
    closers.push(closingGracefully(server));
  }

  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'Shutting down: finishing in-flight requests');
    const loadsStopped = stopDemoDataLoads();
    for (const wss of subscriptionServers)
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
    // A socket whose client does not answer the close within a second is cut (ws would wait 30 s).
    setTimeout(() => {
      for (const wss of subscriptionServers) for (const client of wss.clients) client.terminate();
    }, 1_000).unref();
    const closed = closers.map((closer) => closer.close());
    void Promise.all(closed).then(async () => {
      await loadsStopped;
      await Promise.all(jobQueues.map((jobs) => jobs.stop()));
      await Promise.all(notifications.map((fanOut) => fanOut.close()));
      for (const gate of gates) gate.close();
      await Promise.all(workspaces.map((w) => w.database?.close()));
      logger.info(cluster.isWorker ? 'Worker stopped' : 'Stopped');
      process.exit(0);
    });
    setTimeout(() => {
      logger.error('Requests still open 10 s after the stop began: exiting without them');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return { servers, stop };
}
