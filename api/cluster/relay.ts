import cluster, { type Worker } from 'node:cluster';

/*
 * Events one worker must pass to the others (docs/decisions/0062-notifications-across-servers.md): a worker
 * sends { relay, payload } to the cluster primary over its IPC channel, and the primary forwards it
 * to every other worker, whose handler for that channel receives the payload. Outside a cluster
 * worker (`WEB_CONCURRENCY=1`, tests, the CLI) there is no one to tell and nothing is sent.
 */

interface RelayMessage {
  relay: string;
  payload: unknown;
}

const isRelayMessage = (message: unknown): message is RelayMessage =>
  typeof message === 'object' && message !== null && typeof (message as RelayMessage).relay === 'string';

/** A send to a process whose channel is closing fails harmlessly: it is stopping anyway. */
export const ignore = () => undefined;

const handlers = new Map<string, (payload: unknown) => void>();
let receiving = false;

/** Sends `payload` (JSON-safe) to the other workers' handlers of `channel`. */
export function relayToOtherWorkers(channel: string, payload: unknown): void {
  if (!cluster.isWorker || !process.connected) return;
  // A channel closing under a stopping worker: the event is lost, as it would be with the worker.
  process.send!({ relay: channel, payload } satisfies RelayMessage, undefined, {}, ignore);
}

/** In a worker: what the other workers relay on `channel` is passed to `handler`. */
export function receiveRelayed(channel: string, handler: (payload: unknown) => void): void {
  handlers.set(channel, handler);
  if (!cluster.isWorker || receiving) return;
  receiving = true;
  process.on('message', (message: unknown) => {
    if (isRelayMessage(message)) handlers.get(message.relay)?.(message.payload);
  });
}

/** In the primary: forwards every relayed message to the workers but its sender. */
export function forwardRelayedMessages(): void {
  cluster.on('message', (sender: Worker, message: unknown) => {
    if (!isRelayMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== sender && worker.isConnected()) worker.send(message, undefined, ignore);
    }
  });
}
