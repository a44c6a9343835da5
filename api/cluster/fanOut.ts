import type { Database } from '../../db/client';
import { createLogger, type Logger } from '../logger';
import { receiveRelayed, relayToOtherWorkers } from './relay';

/*
 * How an event reaches the subscribers of every process serving a database (docs/decisions.md,
 * "Notifications and connections across servers"), chosen by the database's dialect when a server
 * starts. On SQLite and PGlite (one machine) the event is handed to this process's subscribers and
 * relayed over the cluster's IPC channel to the other workers. On Postgres it is sent once with
 * NOTIFY and every process, this one included, hears it on its own LISTEN connection: that is its
 * only way in, so no subscriber hears an event twice, and the IPC relay carries none.
 */

export type Handler = (payload: unknown) => void | Promise<void>;

export interface FanOut {
  /** Tells every subscriber of `channel` once, in whichever process; `payload` is JSON-safe. */
  publish(channel: string, payload: unknown): void;
  subscribe(channel: string, handler: Handler): void;
  /** Resolves once what is published from now on is heard here (on Postgres: once LISTENing). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface FanOutOptions {
  /** The workspace: live's and training's relayed events never meet in a worker serving both. */
  scope: string;
  /** Postgres: where the LISTEN connection goes (DATABASE_LISTEN_URL, else DATABASE_URL). */
  listenUrl?: string;
  logger: Logger;
  /** Postgres: told each time the LISTEN connection is back after it was lost (a metric). */
  onReconnect?: () => void;
}

/** NOTIFY's payload limit is 8000 bytes: an event carries ids, never rows. */
export const largestPayloadBytes = 7999;

/** The first wait before a lost LISTEN connection is opened again; it doubles up to `longestRetryMs`. */
export const firstRetryMs = 250;
export const longestRetryMs = 30_000;

function subscribers(logger: Logger) {
  const handlers = new Map<string, Set<Handler>>();
  return {
    channels: () => [...handlers.keys()],
    /** True when `channel` is new. */
    add(channel: string, handler: Handler): boolean {
      const set = handlers.get(channel);
      if (set) set.add(handler);
      else handlers.set(channel, new Set([handler]));
      return !set;
    },
    dispatch(channel: string, payload: unknown) {
      for (const handler of handlers.get(channel) ?? []) {
        Promise.resolve()
          .then(() => handler(payload))
          .then(
            () => logger.debug({ channel }, 'Event handed to the subscriptions'),
            (err) => logger.warn({ err, channel }, 'the subscriptions could not be handed an event'),
          );
      }
    },
  };
}

/** One machine: this process's subscribers at once, the other workers' through the cluster primary. */
export function relayFanOut({ scope, logger }: FanOutOptions): FanOut {
  const local = subscribers(logger);
  return {
    publish(channel, payload) {
      local.dispatch(channel, payload);
      relayToOtherWorkers(`${scope}:${channel}`, payload);
    },
    subscribe(channel, handler) {
      if (local.add(channel, handler))
        receiveRelayed(`${scope}:${channel}`, (payload) => local.dispatch(channel, payload));
    },
    ready: Promise.resolve(),
    close: async () => undefined,
  };
}

const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

/**
 * Several servers on one Postgres database: NOTIFY through the pool, and one LISTEN connection of
 * this process's own (never the pool's: a pooled connection is lent to queries, and a pooler in
 * transaction mode would drop LISTEN). A lost connection is opened again after a growing wait and
 * LISTENs again to every channel; what was published meanwhile is not heard here (docs/decisions.md).
 */
export function notifyFanOut(
  database: Pick<Database, 'notify'>,
  { listenUrl, logger, onReconnect }: FanOutOptions,
): FanOut {
  if (!database.notify || !listenUrl) throw new Error('NOTIFY needs a Postgres database and its URL');
  const notify = database.notify.bind(database);
  const local = subscribers(logger);
  type Client = import('pg').Client;
  let client: Client | null = null;
  let connected = false;
  let closed = false;
  let failures = 0;
  /** True once it has listened: each later success is a reconnection. */
  let lostBefore = false;
  let retry: NodeJS.Timeout | undefined;
  let listening!: () => void;
  const ready = new Promise<void>((done) => (listening = done));

  const listen = (on: Client, channel: string) => on.query(`LISTEN ${quoted(channel)}`);

  const drop = (lost: Client, err?: unknown) => {
    if (lost !== client) return;
    client = null;
    connected = false;
    lost.end().catch(() => undefined);
    if (closed) return;
    const wait = Math.min(longestRetryMs, firstRetryMs * 2 ** failures++);
    logger.warn({ err, retryInMs: wait }, 'the LISTEN connection was lost: opening it again');
    retry = setTimeout(() => void connect(), wait);
  };

  const connect = async () => {
    const { default: pg } = await import('pg');
    if (closed) return;
    const opened = new pg.Client({ connectionString: listenUrl, application_name: 'relief-listen' });
    client = opened;
    opened.on('notification', ({ channel, payload }) => {
      if (payload !== undefined) local.dispatch(channel, JSON.parse(payload));
    });
    opened.on('error', (err) => drop(opened, err));
    opened.on('end', () => drop(opened));
    try {
      await opened.connect();
      connected = true;
      for (const channel of local.channels()) await listen(opened, channel);
    } catch (err) {
      drop(opened, err);
      return;
    }
    if (lostBefore) onReconnect?.();
    lostBefore = true;
    failures = 0;
    logger.info({ channels: local.channels() }, 'Listening for notifications');
    listening();
  };
  void connect();

  return {
    publish(channel, payload) {
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > largestPayloadBytes)
        throw new Error(`a ${channel} event of ${Buffer.byteLength(text)} bytes is too large for NOTIFY`);
      notify(channel, text).catch((err) =>
        logger.warn({ err, channel }, 'an event could not be sent: its subscribers poll instead'),
      );
    },
    subscribe(channel, handler) {
      if (!local.add(channel, handler) || !client || !connected) return;
      const on = client;
      listen(on, channel).catch((err) => drop(on, err));
    },
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}

const opened = new WeakMap<Pick<Database, 'dialect'>, FanOut>();
const quiet = createLogger('error');

/** A server's start: the fan-out of one workspace's database, by its dialect; closed at its stop. */
export function openFanOut(database: Database, options: FanOutOptions): FanOut {
  const fanOut = database.dialect === 'postgres' ? notifyFanOut(database, options) : relayFanOut(options);
  opened.set(database, fanOut);
  return fanOut;
}

/** The fan-out opened for `database`; without one (a command, a test's own app), this process's alone. */
export function fanOutOf(database: Database): FanOut {
  let fanOut = opened.get(database);
  if (!fanOut) opened.set(database, (fanOut = relayFanOut({ scope: 'unopened', logger: quiet })));
  return fanOut;
}
