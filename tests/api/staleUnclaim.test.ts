import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { aBorrowerApplication } from '../helpers/builders';
import { errorCode, idOf, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const claim = 'mutation($id: ID!) { claimApplication(id: $id) { id assignedTo } }';
const takeOver = 'mutation($id: ID!, $from: ID!) { takeOverApplication(id: $id, fromRepId: $from) { id } }';
const unclaim = 'mutation($id: ID!) { unclaimApplication(id: $id) { id assignedTo } }';

/* A claim is never taken back behind someone's back (issue 20). */
describe.each(testDialects)('unclaiming on %s', (dialect) => {
  let server: TestServer;
  let rita: HttpClient;
  let ravi: HttpClient;
  const ids = { rita: '', ravi: '' };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [rita, ravi] = await Promise.all([server.signIn('rep1@example.org'), server.signIn('rep2@example.org')]);
    ids.rita = await idOf(rita);
    ids.ravi = await idOf(ravi);
  });
  afterAll(() => server?.close());

  const holder = async (id: string) =>
    (
      await rita.data<{ Application: { assignedTo: string | null } }>(
        'query($id: ID!) { Application(id: $id) { assignedTo } }',
        { id },
      )
    ).Application.assignedTo;

  it('refuses a stale Unclaim after another rep took the application over, naming the holder', async () => {
    const { application } = await aBorrowerApplication(server.database);
    await rita.data(claim, { id: application.id });
    await ravi.data(takeOver, { id: application.id, from: ids.rita });
    // Rita's page still says '(You)' and offers Unclaim.
    const res = await rita.gql(unclaim, { id: application.id });
    expect(errorCode(res)).toBe('CONFLICT');
    expect(res.body.errors?.[0]?.message).toBe(
      'Ravi Rep holds this application now: it is no longer yours to unclaim.',
    );
    expect(await holder(application.id)).toBe(ids.ravi);
    const { db, t } = server.database;
    const unclaims = (await db.select().from(t.auditLog)).filter(
      (e) => e.applicationId === application.id && e.action === 'unclaim',
    );
    expect(unclaims).toEqual([]);
  });

  it('lets the holder unclaim, and says so when nobody holds it', async () => {
    const { application } = await aBorrowerApplication(server.database);
    await rita.data(claim, { id: application.id });
    expect(errorCode(await ravi.gql(unclaim, { id: application.id }))).toBe('CONFLICT');
    expect(await rita.data(unclaim, { id: application.id })).toEqual({
      unclaimApplication: { id: application.id, assignedTo: null },
    });
    const again = await rita.gql(unclaim, { id: application.id });
    expect(again.body.errors?.[0]?.message).toBe('This application is not claimed.');
  });

  it('of an Unclaim and a take-over at once, the take-over or the Unclaim wins whole, never both', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { application } = await aBorrowerApplication(server.database);
      await rita.data(claim, { id: application.id });
      const [released, taken] = await Promise.all([
        rita.gql(unclaim, { id: application.id }),
        ravi.gql(takeOver, { id: application.id, from: ids.rita }),
      ]);
      const wins = [released, taken].filter((r) => !r.body.errors).length;
      expect(wins).toBe(1);
      expect(await holder(application.id)).toBe(taken.body.errors ? null : ids.ravi);
    }
  });
});

describe('what other reps do reaches an open borrower page', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server?.close());

  function socketOf(client: HttpClient) {
    const cookie = client.cookie;
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    }
    return createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: CookieWebSocket,
      retryAttempts: 0,
    });
  }

  it('tells a rep with the page open who claimed it', async () => {
    const rita = await server.signIn('rep1@example.org');
    const ravi = await server.signIn('rep2@example.org');
    const { application } = await aBorrowerApplication(server.database);
    const socket = socketOf(rita);
    const heard = new Promise<Record<string, unknown>>((resolve, reject) => {
      socket.subscribe<{ onApplicationChanged: Record<string, unknown> }>(
        {
          query: `subscription($id: ID!) { onApplicationChanged(id: $id) {
            applicationId action actorName assignedToName status } }`,
          variables: { id: application.id },
        },
        {
          // The first claim heard: claims made before the server registered the subscription are not.
          next: (value) =>
            value.data?.onApplicationChanged.action === 'claim' && resolve(value.data.onApplicationChanged),
          error: reject,
          complete: () => undefined,
        },
      );
    });
    let done = false;
    void heard.then(() => (done = true));
    const claimed = (async () => {
      while (!done) {
        await ravi.data(claim, { id: application.id });
        await Promise.race([heard, ravi.gql(unclaim, { id: application.id })]);
      }
    })();
    expect(await heard).toEqual({
      applicationId: application.id,
      action: 'claim',
      actorName: 'Ravi Rep',
      assignedToName: 'Ravi Rep',
      status: 'In Progress',
    });
    await claimed;
    await socket.dispose();
  });
});
