import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { flushErrorReports, reportError, startErrorReporting } from '../../api/telemetry/errorReporting';

/*
 * Unexpected errors reach a Sentry-compatible service (Sentry, GlitchTip) at ERROR_REPORTING_DSN,
 * without a borrower's fields (docs/decisions/0185-traces-and-errors.md). The service here is a local
 * server that keeps what it is sent.
 */
const received: string[] = [];
const collector = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk));
  req.on('end', () => {
    received.push(`${req.url}\n${body}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

afterAll(() => new Promise<void>((done) => collector.close(() => done())));

describe('error reporting', () => {
  it('sends an unexpected error with its correlation id, and no e-mail, phone, name or date of birth', async () => {
    await new Promise<void>((done) => collector.listen(0, '127.0.0.1', () => done()));
    const { port } = collector.address() as AddressInfo;
    startErrorReporting(`http://publickey@127.0.0.1:${port}/7`, 'live');

    const error = Object.assign(
      new Error('duplicate key value (email)=(kim.lee@example.com) for phone 512-867-5309 born 1980-04-02'),
      { detail: { firstName: 'Kimberly', lastName: 'Leeward', dateOfBirth: '1980-04-02' } },
    );
    reportError(error, { correlationId: 'c0ffee00-1234', workspace: 'live' });
    expect(await flushErrorReports(10_000)).toBe(true);

    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent).toMatch(/^\/api\/7\/envelope\//);
    expect(sent).toContain('c0ffee00-1234');
    expect(sent).toContain('duplicate key value');
    for (const personal of ['kim.lee@example.com', '867-5309', '1980-04-02', 'Kimberly', 'Leeward'])
      expect(sent).not.toContain(personal);
  });
});
