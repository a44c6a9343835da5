import type { RequestHandler } from 'express';
import cluster from 'node:cluster';
import client from 'prom-client';
import type { Database } from '../../db/client';
import { readData } from '../data/bound';
import type { JobQueue } from '../jobs/queue';

/*
 * The process's Prometheus metrics (docs/decisions/0184-metrics.md), kept in prom-client's default
 * registry: each serving process records its own, and GET /metrics on METRICS_PORT (api/telemetry/
 * metricsServer.ts) answers them — a cluster's primary sums its workers'. Labels are few and bounded:
 * the workspace, a route's kind, a GraphQL operation's name only when it is a plain name (at most
 * `operationNames` of them), a job's kind. No label ever holds a value a person typed.
 */

const registry = client.register;
client.collectDefaultMetrics({ register: registry });
// A worker answers its primary's request for its metrics once prom-client's cluster listener is on.
if (cluster.isWorker) new client.AggregatorRegistry();

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new client.Histogram({
  name: 'relief_http_request_duration_seconds',
  help: 'HTTP requests by workspace, kind of route, method and status class',
  labelNames: ['workspace', 'route', 'method', 'status'] as const,
  buckets: seconds,
});

const graphqlDuration = new client.Histogram({
  name: 'relief_graphql_operation_duration_seconds',
  help: 'GraphQL operations over HTTP by workspace and operation name',
  labelNames: ['workspace', 'operation'] as const,
  buckets: seconds,
});

const jobFailures = new client.Counter({
  name: 'relief_job_failures_total',
  help: 'Job attempts that failed, and jobs that failed for good (final="true"), by kind',
  labelNames: ['workspace', 'kind', 'final'] as const,
});

const listenReconnects = new client.Counter({
  name: 'relief_listen_reconnects_total',
  help: 'Times the LISTEN connection was opened again after it was lost',
  labelNames: ['workspace'] as const,
});

const readLogWrites = new client.Counter({
  name: 'relief_read_log_writes_total',
  help: 'Statements writing staff reads of borrower files to the read log (a page load’s reads are one)',
  labelNames: ['workspace'] as const,
});

const databaseReachable = new client.Gauge({
  name: 'relief_database_reachable',
  help: '1 while the workspace’s database answers, 0 while it cannot be reached',
  labelNames: ['workspace'] as const,
  aggregator: 'min',
});

/** The most GraphQL operation names kept apart; others count as "other". */
export const operationNames = 200;
const seenOperations = new Set<string>();

function operationLabel(body: unknown): string {
  const name = (body as { operationName?: unknown } | undefined)?.operationName;
  if (typeof name !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) return 'anonymous';
  if (seenOperations.has(name)) return name;
  if (seenOperations.size >= operationNames) return 'other';
  seenOperations.add(name);
  return name;
}

/** The kind of a path: the API's areas by their first segment, everything else the built pages. */
function routeOf(path: string): string {
  const match = /^\/(graphql|healthz|webhook|auth|api)(\/[a-z-]+)?/.exec(path);
  if (!match) return 'pages';
  return match[1] === 'api' || match[1] === 'auth' ? `/${match[1]}${match[2] ?? ''}` : `/${match[1]}`;
}

/** Times every request, and GraphQL operations by name. */
export function requestTimer(workspace: string): RequestHandler {
  return (req, res, next) => {
    const end = process.hrtime.bigint();
    res.on('finish', () => {
      const elapsed = Number(process.hrtime.bigint() - end) / 1e9;
      const route = routeOf(req.originalUrl.split('?')[0]);
      httpDuration.observe(
        { workspace, route, method: req.method, status: `${Math.floor(res.statusCode / 100)}xx` },
        elapsed,
      );
      if (route === '/graphql' && req.method === 'POST')
        graphqlDuration.observe({ workspace, operation: operationLabel(req.body) }, elapsed);
    });
    next();
  };
}

/** Counts a job's failed attempts and its failure for good, by kind. */
export function countingJobFailures(jobs: JobQueue, workspace: string): JobQueue {
  return Object.assign(Object.create(jobs) as JobQueue, {
    work: ((kind, handlers) =>
      jobs.work(kind, {
        run: async (payload, attempt) => {
          try {
            await handlers.run(payload, attempt);
          } catch (error) {
            jobFailures.inc({ workspace, kind: kind.name, final: 'false' });
            throw error;
          }
        },
        failedForGood: async (payload, error, attempt) => {
          jobFailures.inc({ workspace, kind: kind.name, final: 'true' });
          await handlers.failedForGood?.(payload, error, attempt);
        },
      })) as JobQueue['work'],
  });
}

export const countListenReconnect = (workspace: string) => listenReconnects.inc({ workspace });

/** Given to openDatabase's `onQuery`: counts the read log's insert statements. */
export const readLogWriteCounter = (workspace: string) => (query: string) => {
  if (/^insert into "read_log"/i.test(query)) readLogWrites.inc({ workspace });
};

export const markDatabaseReachable = (workspace: string, reachable: boolean) =>
  databaseReachable.set({ workspace }, reachable ? 1 : 0);

/**
 * What a workspace's database holds, read at each scrape: its pool's connections and waiting queries
 * (Postgres), its jobs waiting, its mails failed for good. The same in every worker, so a cluster
 * reports the first worker's, not their sum.
 */
export function watchWorkspace(workspace: string, database: Database, jobs: JobQueue): void {
  markDatabaseReachable(workspace, true);
  pool.set(workspace, database);
  queues.set(workspace, { database, jobs });
}

const pool = new Map<string, Database>();
const queues = new Map<string, { database: Database; jobs: JobQueue }>();

/** A figure read at a scrape; a database that cannot answer leaves the last one. */
const read = (figure: () => Promise<number>): Promise<number | null> => figure().catch(() => null);

new client.Gauge({
  name: 'relief_db_pool_connections',
  help: 'Pooled Postgres connections by state: total open, idle, and queries waiting for one',
  labelNames: ['workspace', 'state'] as const,
  collect() {
    for (const [workspace, database] of pool) {
      const stats = database.poolStats?.();
      if (!stats) continue;
      this.set({ workspace, state: 'total' }, stats.total);
      this.set({ workspace, state: 'idle' }, stats.idle);
      this.set({ workspace, state: 'waiting' }, stats.waiting);
    }
  },
});

new client.Gauge({
  name: 'relief_jobs_waiting',
  help: 'Jobs waiting to run (due or not), by workspace',
  labelNames: ['workspace'] as const,
  aggregator: 'first',
  async collect() {
    for (const [workspace, { jobs }] of queues) {
      const waiting = await read(() => jobs.waiting());
      if (waiting !== null) this.set({ workspace }, waiting);
    }
  },
});

new client.Gauge({
  name: 'relief_outbox_failed_mails',
  help: 'Mails that failed for good and wait for a lead’s Retry, by workspace',
  labelNames: ['workspace'] as const,
  aggregator: 'first',
  async collect() {
    for (const [workspace, { database }] of queues) {
      const failed = await read(() => readData(database).outbox.failedMailCount());
      if (failed !== null) this.set({ workspace }, failed);
    }
  },
});

export { registry };
