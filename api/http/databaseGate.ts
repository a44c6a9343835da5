import type { RequestHandler } from 'express';
import type { Database } from '../../db/client';
import { isDatabaseUnreachable } from '../../db/errors';
import type { Logger } from '../logger';

/*
 * While a workspace's database cannot be reached (restarting, failed over, cut off), its server keeps
 * running: the pages it has built are still served, every request that needs the database is answered
 * 503 with a message to try again (never a crash, never a connection dropped), and /healthz says
 * "database unreachable". The gate learns of it from a lost pooled connection or a failed query, then
 * pings with a growing wait until the database answers again (docs/decisions/0182-database-hiccups.md).
 */

export const firstProbeMs = 250;
export const longestProbeMs = 5_000;

export interface DatabaseGate {
  /** False from a lost connection until a ping answers again. */
  reachable(): boolean;
  /** A query failed: when the database is unreachable, the gate closes and starts probing. */
  failed(error: unknown): void;
  /** 503 for a request that needs the database while it is unreachable. */
  middleware: RequestHandler;
  close(): void;
  /** Told each time the database comes back (the metrics count reconnects). */
  onChange(listener: (reachable: boolean) => void): void;
}

export const unavailableBody = {
  errors: [
    {
      message: 'The service cannot reach its database just now. Please try again in a moment.',
      extensions: { code: 'UNAVAILABLE' },
    },
  ],
};

export function databaseGate(database: Database, logger: Logger): DatabaseGate {
  let reachable = true;
  let closed = false;
  let wait = firstProbeMs;
  let probe: NodeJS.Timeout | undefined;
  const listeners = new Set<(reachable: boolean) => void>();
  const tell = () => listeners.forEach((listener) => listener(reachable));

  const probeLater = () => {
    if (closed) return;
    probe = setTimeout(() => {
      database.ping().then(
        () => {
          reachable = true;
          wait = firstProbeMs;
          logger.info('The database answers again');
          tell();
        },
        () => {
          wait = Math.min(longestProbeMs, wait * 2);
          probeLater();
        },
      );
    }, wait);
    probe.unref();
  };

  const lost = (err: unknown) => {
    if (!reachable || closed) return;
    reachable = false;
    logger.error({ err }, 'The database cannot be reached: answering 503 until it is back');
    tell();
    probeLater();
  };
  database.onConnectionLost(lost);

  return {
    reachable: () => reachable,
    failed: (error) => {
      if (isDatabaseUnreachable(error)) lost(error);
    },
    middleware: (_req, res, next) => {
      if (reachable) return next();
      res.status(503).setHeader('Retry-After', '5').json(unavailableBody);
    },
    close: () => {
      closed = true;
      clearTimeout(probe);
    },
    onChange: (listener) => void listeners.add(listener),
  };
}
