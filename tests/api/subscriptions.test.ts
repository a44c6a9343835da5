import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** A graphql-ws client that sends the borrower's session cookie, as a browser does. */
function subscriptionClient(server: TestServer, client: HttpClient) {
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
    lazy: true,
  });
}

async function signUp(server: TestServer, email: string) {
  const client = server.client();
  const data = await client.data<{ saveAboutYou: { application: { id: string; owner: string } } }>(
    'mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { application { id owner } } }',
    {
      input: { firstName: 'Lee', lastName: 'Park', email, phoneNumber: '512-867-5309', agreedToTerms: true },
    },
  );
  return { client, ...data.saveAboutYou.application };
}

describe('onUpdatePlaidItem over WebSocket', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server?.close());

  it("tells the owner when a linked item's history is in, and nobody else", async () => {
    const owner = await signUp(server, 'lee.park@example.com');
    const other = await signUp(server, 'someone.else@example.com');
    const ownerSocket = subscriptionClient(server, owner.client);
    const received: { isFinishedHistoricalUpdate: boolean; institutionId: string }[] = [];
    const done = new Promise<void>((resolve, reject) => {
      ownerSocket.subscribe<{
        onUpdatePlaidItem: { isFinishedHistoricalUpdate: boolean; institutionId: string };
      }>(
        {
          query:
            'subscription($owner: ID!) { onUpdatePlaidItem(owner: $owner) { institutionId isFinishedHistoricalUpdate } }',
          variables: { owner: owner.owner },
        },
        {
          next: (value) => (received.push(value.data!.onUpdatePlaidItem), resolve()),
          error: reject,
          complete: () => undefined,
        },
      );
    });
    const intruderErrors: unknown[] = [];
    const intruderSocket = subscriptionClient(server, other.client);
    intruderSocket.subscribe(
      {
        query: 'subscription($owner: ID!) { onUpdatePlaidItem(owner: $owner) { id } }',
        variables: { owner: owner.owner },
      },
      // A refused subscription arrives as a result carrying errors (graphql-ws), or as an error.
      {
        next: (value) => intruderErrors.push(value),
        error: (e) => intruderErrors.push(e),
        complete: () => undefined,
      },
    );
    // The intruder's refusal comes back once the server has handled both subscriptions, the owner's first.
    await expect.poll(() => intruderErrors.length, { timeout: 60_000, interval: 20 }).toBeGreaterThan(0);
    await owner.client.data(
      'mutation($input: ConnectBankAccountInput!) { connectBankAccount(input: $input) { nextRoute } }',
      {
        input: {
          applicationId: owner.id,
          publicToken: 'sandbox-public-ins_109509-00112233445566778899',
          institutionId: 'ins_109509',
        },
      },
    );
    await done;
    expect(received[0]).toEqual({ institutionId: 'ins_109509', isFinishedHistoricalUpdate: true });
    // Someone else's item is answered as an unknown one (issue 19).
    expect(JSON.stringify(intruderErrors)).toContain('Bank item not found');
    expect(JSON.stringify(intruderErrors)).not.toContain('ins_109509');
    await ownerSocket.dispose();
    await intruderSocket.dispose();
  });

  it('refuses a socket without a session', async () => {
    const anonymous = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const outcome = await new Promise<string>((resolve) => {
      anonymous.subscribe(
        { query: 'subscription { onUpdatePlaidItem(owner: "x") { id } }' },
        { next: () => resolve('data'), error: () => resolve('refused'), complete: () => resolve('complete') },
      );
    });
    expect(outcome).toBe('refused');
    await anonymous.dispose();
  });
});
