import { createServer, type Server } from 'node:http';
import client from 'prom-client';
import type { Logger } from '../logger';
import { registry } from './metrics';

/*
 * GET /metrics in Prometheus's text format, on METRICS_PORT, apart from the workspaces' ports so it is
 * never reachable through the public proxy (docs/decisions/0184-metrics.md). Bound to loopback unless
 * HOST is set. A cluster's primary answers the sum of its workers' metrics (prom-client asks each over
 * the cluster's channel); a single process answers its own.
 */
export function serveMetrics(options: {
  port: number;
  host: string;
  cluster: boolean;
  logger: Logger;
}): Server {
  const aggregator = options.cluster ? new client.AggregatorRegistry() : null;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    const answer = aggregator ? aggregator.clusterMetrics() : registry.metrics();
    answer.then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (err) => {
        options.logger.warn({ err }, 'the metrics could not be gathered');
        res.writeHead(503).end();
      },
    );
  });
  server.on('error', (err) => {
    // A taken port stops the start as a workspace's would: metrics asked for and missing go unnoticed.
    options.logger.fatal({ err }, `METRICS_PORT ${options.port}: could not listen`);
    process.exit(1);
  });
  server.listen(options.port, options.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    options.logger.info({ metricsPort: port }, `Metrics on http://${options.host}:${port}/metrics`);
  });
  return server;
}
