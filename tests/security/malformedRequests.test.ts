import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nestedTooDeeply } from '../../api/http/plainInput';
import type { GraphqlBody, HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * Issue 40: variables of the wrong type answered 400 "Internal error" with an error-level stack in
 * the log, and 10 KB of nested variables answered 500 with a raw stack on stderr. Every malformed
 * request is a typed 400 naming what is wrong, with nothing above warn in the log.
 */
describe.each(testDialects)('malformed requests on %s', (dialect) => {
  let server: TestServer;
  let rep: HttpClient;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(dialect, { logLines: lines });
    rep = await server.signIn('rep1@example.org');
  });
  afterAll(() => server?.close());
  afterEach(() => vi.restoreAllMocks());

  const aboveWarn = () =>
    lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.level > 40);
  const raw = (path: string, body: string) =>
    rep.request<GraphqlBody>('POST', path, { body, headers: { 'content-type': 'application/json' } });
  const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

  it.each([
    ['an object for an ID', 'query($id: ID!) { Application(id: $id) { id } }', { id: { a: 1 } }, '$id'],
    ['a word for an Int', 'query($p: Int) { allApplications(perPage: $p) { id } }', { p: 'ten' }, '$p'],
    [
      'an unknown field of an input',
      'query($f: ApplicationFilter) { allApplications(filter: $f) { id } }',
      { f: { nope: 1 } },
      '$f',
    ],
  ])('answers %s with a 400 BAD_USER_INPUT naming the variable', async (_, query, variables, name) => {
    lines.length = 0;
    const res = await rep.post<GraphqlBody>('/graphql', { query, variables });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0].message).toContain(`Variable "${name}"`);
    expect(JSON.stringify(res.body)).not.toMatch(/Internal error|\bat .*\.(js|ts)/);
    expect(aboveWarn()).toEqual([]);
  });

  it.each([
    ['GraphQL variables', '/graphql', `{"query":"{ me { id } }","variables":{"x":${nested(5000)}}}`],
    ['a REST body', '/api/reports', `{"applicationId":${nested(5000)}}`],
    ['an account form', '/auth/forgot-password', `{"email":${nested(5000)}}`],
  ])('answers 10 KB of nested %s with a 400, no stack anywhere', async (_, path, body) => {
    lines.length = 0;
    const stderr = vi.spyOn(console, 'error');
    const res = await raw(path, body);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toEqual({
      message: nestedTooDeeply,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(stderr).not.toHaveBeenCalled();
    expect(aboveWarn()).toEqual([]);
  });
});
