import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../helpers/httpClient';
import { metricsPortOf, sample } from '../helpers/metrics';
import { spawnServer, type ServerProcess } from '../helpers/serverProcess';
import { staffPassword } from '../helpers/testServer';

/*
 * GET /metrics on METRICS_PORT (docs/decisions/0184-metrics.md), from a cluster of two workers: the
 * primary answers the sum of what its workers measured, in Prometheus's text format.
 */

describe('metrics', () => {
  let server: ServerProcess;
  let training: string;
  let metricsUrl: string;

  beforeAll(async () => {
    const folder = mkdtempSync(join(tmpdir(), 'relief-metrics-'));
    server = spawnServer({
      WEB_CONCURRENCY: '2',
      METRICS_PORT: '0',
      DATABASE_URL: `file:${join(folder, 'live.db')}`,
      TRAINING_DATABASE_URL: `file:${join(folder, 'training.db')}`,
      DEMO_STAFF_PASSWORD: staffPassword,
      SESSION_SECRET: 's'.repeat(40),
    });
    training = `http://127.0.0.1:${await server.portOf('training')}`;
    await server.logged('Relief service (training) listening');
    metricsUrl = `http://127.0.0.1:${await metricsPortOf(server)}/metrics`;
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  it('answers on METRICS_PORT with the workers’ request and GraphQL timings, the queue and the outbox', async () => {
    const lead = new HttpClient(training);
    expect(
      (await lead.post('/auth/sign-in', { username: 'lead@example.org', password: staffPassword })).status,
    ).toBe(200);
    for (let i = 0; i < 6; i++) {
      expect((await fetch(`${training}/healthz`)).status).toBe(200);
      const res = await lead.post('/graphql', {
        query: 'query QueueCount { _allApplicationsMeta { count } }',
        operationName: 'QueueCount',
      });
      expect(res.status).toBe(200);
    }

    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(
      sample(text, 'relief_http_request_duration_seconds_count', {
        workspace: 'training',
        route: '/healthz',
        status: '2xx',
      }),
    ).toBe(6);
    expect(
      sample(text, 'relief_graphql_operation_duration_seconds_count', {
        workspace: 'training',
        operation: 'QueueCount',
      }),
    ).toBe(6);
    expect(sample(text, 'relief_http_request_duration_seconds_count', { route: '/auth/sign-in' })).toBe(1);
    expect(sample(text, 'relief_jobs_waiting', { workspace: 'training' })).not.toBeNull();
    expect(sample(text, 'relief_outbox_failed_mails', { workspace: 'training' })).toBe(0);
    expect(sample(text, 'relief_database_reachable', { workspace: 'training' })).toBe(1);
    expect(sample(text, 'process_cpu_user_seconds_total')).not.toBeNull();
  });

  it('is not served on the workspaces’ own ports', async () => {
    expect((await fetch(`${training}/metrics`)).status).toBe(404);
  });
});
