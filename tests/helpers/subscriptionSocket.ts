import WebSocket from 'ws';
import type { HttpClient } from './httpClient';
import type { TestServer } from './testServer';

/**
 * A console page's socket, as the borrower page opens it: signed in with the client's cookie and
 * subscribed to one application's changes. `events` fills as they arrive; `closed` gives the close code.
 */
export async function openSocket(server: TestServer, client: HttpClient, applicationId: string) {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { cookie: client.cookie },
  });
  const events: unknown[] = [];
  const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
  const acked = new Promise<void>((done, fail) => {
    ws.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; payload?: unknown };
      if (message.type === 'connection_ack') done();
      if (message.type === 'next') events.push(message.payload);
    });
    ws.on('close', () => fail(new Error('closed before the ack')));
  });
  await new Promise((done) => ws.on('open', done));
  ws.send(JSON.stringify({ type: 'connection_init' }));
  await acked;
  ws.send(
    JSON.stringify({
      id: '1',
      type: 'subscribe',
      payload: {
        query: 'subscription($id: ID!) { onApplicationChanged(id: $id) { applicationId action } }',
        variables: { id: applicationId },
      },
    }),
  );
  return { ws, events, closed };
}
