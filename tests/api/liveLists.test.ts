import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerApplication } from '../helpers/builders';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const claim = 'mutation($id: ID!) { claimApplication(id: $id) { id } }';
const unclaim = 'mutation($id: ID!) { unclaimApplication(id: $id) { id } }';
const changes = `subscription { onApplicationsChanged { applicationId action actorName assignedToName status } }`;

type Change = Record<string, unknown>;

/* The lists that update themselves (issue 42): every application's changes, and new ones, to staff. */
describe.each(testDialects)('the lists’ live changes on %s', (dialect) => {
  let server: TestServer;
  let rita: HttpClient;
  let ravi: HttpClient;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [rita, ravi] = await Promise.all([server.signIn('rep1@example.org'), server.signIn('rep2@example.org')]);
  });
  afterAll(() => server?.close());

  function socketOf(client: HttpClient): Client {
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

  /** The first change `wanted` accepts, while `act` runs again until it is heard (the subscription registers a moment after it is sent). */
  async function hear(socket: Client, wanted: (change: Change) => boolean, act: () => Promise<unknown>) {
    let done = false;
    const heard = new Promise<Change>((resolve, reject) => {
      socket.subscribe<{ onApplicationsChanged: Change }>(
        { query: changes },
        {
          next: (value) => {
            const change = value.data?.onApplicationsChanged;
            if (change && wanted(change)) resolve(change);
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    void heard.then(() => (done = true));
    const acting = (async () => {
      while (!done) await Promise.race([heard, act()]);
    })();
    const change = await heard;
    await acting;
    return change;
  }

  it('tells every rep’s lists of a claim made on any application', async () => {
    const { application } = await aBorrowerApplication(server.database);
    const socket = socketOf(rita);
    const change = await hear(
      socket,
      (c) => c.applicationId === application.id && c.action === 'claim',
      async () => {
        await ravi.data(claim, { id: application.id });
        await ravi.gql(unclaim, { id: application.id });
      },
    );
    expect(change).toEqual({
      applicationId: application.id,
      action: 'claim',
      actorName: 'Ravi Rep',
      assignedToName: 'Ravi Rep',
      status: 'In Progress',
    });
    await socket.dispose();
  });

  it('tells them of a new application as a borrower starts one', async () => {
    const socket = socketOf(rita);
    let n = 0;
    const change = await hear(
      socket,
      (c) => c.action === 'new',
      () =>
        server
          .client()
          .gql('mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { nextRoute } }', {
            input: {
              firstName: 'Nina',
              lastName: 'New',
              email: `nina.new.${dialect}.${(n += 1)}@example.com`,
              phoneNumber: '512-867-5309',
              agreedToTerms: true,
            },
          }),
    );
    expect(change).toMatchObject({ action: 'new', status: 'In Progress', assignedToName: null });
    await socket.dispose();
  });

  it('is for staff alone', async () => {
    const socket = socketOf(server.client());
    const refused = await new Promise<unknown>((resolve) => {
      socket.subscribe(
        { query: changes },
        { next: () => undefined, error: resolve, complete: () => resolve('completed') },
      );
    });
    expect(refused).not.toBe('completed');
    await socket.dispose();
  });
});
