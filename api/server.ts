import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Database } from '../db/client';
import { createApp } from './app';
import type { Config } from './config';
import { attachSubscriptions } from './graphql/subscriptionServer';
import type { Logger } from './logger';
import { integrationsFor } from './outbox';
import { stopDemoDataLoads } from './services/demoData';
import type { LoadDemoBorrowers } from './services/deps';

export interface ServeOptions {
  config: Config;
  database: Database;
  logger: Logger;
  sessionSecret: string;
  /** The repository's root (the built console and site are under its `dist/`). */
  root: string;
  /** The lead's demo-data load (api/main.ts gives the seed's). */
  loadDemoBorrowers: LoadDemoBorrowers;
  /** Run after the server and the loads have stopped, before the database closes. */
  beforeClose?: () => void;
}

/**
 * One serving process: the app on its port with GraphQL subscriptions, stopped gracefully on
 * SIGTERM/SIGINT or (a cluster worker) on the primary's word. A graceful stop takes no new
 * connections, lets the requests in flight finish, closes the sockets, stops a demo load between
 * chunks, closes the database and exits 0; after 10 s it gives up and exits 1.
 */
export function serve({
  config,
  database,
  logger,
  sessionSecret,
  root,
  loadDemoBorrowers,
  beforeClose,
}: ServeOptions) {
  const integrations = integrationsFor(config, database, logger);
  logger.info({ integrations: integrations.modes }, 'third parties');
  const app = createApp({
    config,
    database,
    logger,
    integrations,
    loadDemoBorrowers,
    sessionSecret,
    distRoot: resolve(root, 'dist'),
  });
  const server = app.listen(config.PORT, config.HOST, () => {
    const { port } = server.address() as AddressInfo;
    // A worker's readiness is announced by the primary, once every worker listens.
    if (cluster.isWorker) logger.debug({ port, worker: cluster.worker?.id }, 'Worker listening');
    else
      logger.info(
        { port, database: database.dialect },
        `Relief service listening on http://localhost:${port}`,
      );
  });
  const subscriptions = attachSubscriptions(server, app, database, logger);

  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'Shutting down: finishing in-flight requests');
    const loadsStopped = stopDemoDataLoads();
    for (const client of subscriptions.clients) client.close(1001, 'Server shutting down');
    server.close(async () => {
      await loadsStopped;
      beforeClose?.();
      await database.close();
      logger.info(cluster.isWorker ? 'Worker stopped' : 'Stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return { server, stop };
}
