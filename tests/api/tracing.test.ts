import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../helpers/httpClient';
import { spawnServer } from '../helpers/serverProcess';

/*
 * OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/decisions/0185-traces-and-errors.md):
 * the server, started as `npm start` starts it, sends its spans (OTLP over HTTP, JSON) to a local
 * collector here, and no span holds what a borrower typed or a link's query string.
 */
const batches: string[] = [];
const collector = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk));
  req.on('end', () => {
    if (req.url === '/v1/traces') batches.push(body);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

afterAll(() => new Promise<void>((done) => collector.close(() => done())));

describe('traces', () => {
  it('sends spans of the request, its route and its GraphQL operation, without the values sent', async () => {
    await new Promise<void>((done) => collector.listen(0, '127.0.0.1', () => done()));
    const { port } = collector.address() as AddressInfo;
    const folder = mkdtempSync(join(tmpdir(), 'relief-traces-'));
    const server = spawnServer({
      WEB_CONCURRENCY: '1',
      DATABASE_URL: `file:${join(folder, 'live.db')}`,
      TRAINING_DATABASE_URL: `file:${join(folder, 'training.db')}`,
      SESSION_SECRET: 's'.repeat(40),
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
    try {
      const url = `http://127.0.0.1:${await server.portOf('training')}`;
      const borrower = new HttpClient(url);
      const saved = await borrower.gql(
        'mutation SaveAboutYou($input: AboutYouInput!) { saveAboutYou(input: $input) { application { id } } }',
        {
          input: {
            firstName: 'Quintessa',
            lastName: 'Marchetti',
            email: 'quintessa.marchetti@example.com',
            phoneNumber: '512-867-5309',
            agreedToTerms: true,
          },
        },
      );
      expect(saved.status).toBe(200);
      await borrower.get('/verification-code?email=quintessa.marchetti%40example.com&code=482913');

      await expect
        .poll(() => batches.join('\n'), { timeout: 60_000 })
        .toMatch(/graphql\.execute|graphql\.parse/);
      await expect.poll(() => batches.join('\n'), { timeout: 60_000 }).toContain('/verification-code');
      const sent = batches.join('\n');
      expect(sent).toMatch(/"name":"POST"|POST \/graphql|"http.method"/);
      for (const personal of ['Quintessa', 'Marchetti', 'quintessa.marchetti', '867-5309', '482913'])
        expect(sent).not.toContain(personal);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
