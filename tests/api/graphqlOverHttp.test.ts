import { auditServer } from 'graphql-http';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { GraphqlBody } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * POST /graphql speaks the GraphQL-over-HTTP spec through graphql-http (issue 22): graphql-http's
 * own audit of a running server finds nothing wrong, and the media type the client accepts decides
 * how a request error reads (api/graphql/requestErrors.ts).
 */

const fragmentCycle = '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }';
const graphqlResponse = 'application/graphql-response+json';

describe.each(testDialects)('GraphQL over HTTP on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  const post = (body: unknown, accept?: string) =>
    server.client().post<GraphqlBody>('/graphql', body, accept ? { accept } : {});

  it("passes graphql-http's server audits with no error and no warning", async () => {
    // Several audits ask `__type`, which only staff may (SECURITY.md §12): they run as a rep.
    const rep = await server.signIn('rep1@example.org');
    const asRep = (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', rep.cookie);
      return fetch(input, { ...init, headers });
    };
    const results = await auditServer({ url: `${server.url}/graphql`, fetchFn: asRep });
    const failed = results
      .filter((result) => result.status === 'error' || result.status === 'warn')
      .map((result) => `${result.status}: ${result.name}`);
    expect(failed).toEqual([]);
    // The audits ran: a suite that found no server would fail, not pass quietly.
    expect(results.filter((result) => result.status === 'ok').length).toBeGreaterThan(30);
  });

  it('answers in application/graphql-response+json when the client accepts it, else in JSON', async () => {
    const modern = await post({ query: '{ __typename }' }, `${graphqlResponse}, application/json;q=0.9`);
    expect(modern.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(modern.body).toEqual({ data: { __typename: 'Query' } });
    for (const accept of ['application/json', '*/*', undefined]) {
      const legacy = await post({ query: '{ __typename }' }, accept);
      expect(legacy.headers.get('content-type'), accept).toMatch(/^application\/json/);
      expect(legacy.body).toEqual({ data: { __typename: 'Query' } });
    }
  });

  it('answers a request error with 400, or with 200 to a client that names application/json', async () => {
    const invalid = [
      { query: fragmentCycle },
      { query: '{ me { emial } }' },
      { query: '{' },
      { query: 'query($id: ID!) { __typename }', variables: { id: null } },
    ];
    for (const body of invalid) {
      for (const [accept, status] of [
        [graphqlResponse, 400],
        ['*/*', 400],
        [undefined, 400],
        ['application/json', 200],
      ] as const) {
        const res = await post(body, accept);
        expect(res.status, `${body.query} with ${accept}`).toBe(status);
        expect(res.body.data, body.query).toBeUndefined();
        expect(res.body.errors?.[0].message).toBeTruthy();
        expect(JSON.stringify(res.body)).not.toMatch(/Internal error|INTERNAL|\bat .*\.(js|ts)/);
      }
    }
  });

  it('answers a request that is not one GraphQL request with 400, whatever the client accepts', async () => {
    const malformed: [unknown, RegExp][] = [
      [[{ query: '{ __typename }' }], /Batched/],
      [{ query: 42 }, /must be a string/],
      [{ query: 'query A { __typename } query B { __typename }' }, /operationName/],
      [{ query: 'query A { __typename }', operationName: 'B' }, /No operation named "B"/],
      [{ query: '{ __typename }', variables: [1] }, /variables/],
      [{ query: 'subscription { onApplicationChanged(id: "1") { action } }' }, /WebSocket/],
    ];
    for (const [body, message] of malformed) {
      for (const accept of ['application/json', graphqlResponse, undefined]) {
        const res = await post(body, accept);
        expect(res.status, `${JSON.stringify(body)} with ${accept}`).toBe(400);
        expect(res.body.errors?.[0].message).toMatch(message);
      }
    }
  });

  it('holds the socket to the same rules: a fragment cycle or a huge document is refused, not a crash', async () => {
    const rep = await server.signIn('rep1@example.org');
    class RepSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie: rep.cookie } });
      }
    }
    const socket = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: RepSocket,
      retryAttempts: 0,
      lazy: true,
    });
    const refusal = (query: string) =>
      new Promise<string>((resolve, reject) =>
        socket.subscribe(
          { query },
          {
            next: () => reject(new Error(`ran: ${query}`)),
            error: (errors) => resolve(JSON.stringify(errors)),
            complete: () => reject(new Error(`completed: ${query}`)),
          },
        ),
      );
    try {
      const cycle = `subscription { ...A } fragment A on Subscription { ...B } fragment B on Subscription { ...A }`;
      expect(await refusal(cycle)).toMatch(/cannot spread fragment/i);
      const huge = `subscription { onApplicationChanged(id: "1") { ${'action '.repeat(2100)}} }`;
      // graphql-js words it "more that 2000 tokens" (sic).
      expect(await refusal(huge)).toMatch(/2000 tokens/);
    } finally {
      await socket.dispose();
    }
  });

  it('serves POST only', async () => {
    const res = await server.client().get<GraphqlBody>('/graphql?query=%7B__typename%7D');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
