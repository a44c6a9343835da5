import type { EventEmitter } from 'node:events';

/** Told when a pooled connection is lost while idle (the server restarted, a proxy cut it). */
export type PoolErrorHandler = (error: Error) => void;

/**
 * A pool emits `error` when one of its idle connections is cut: with no listener Node throws it and
 * the process dies, so every pool gets one. The connection is already gone from the pool, which
 * opens a new one at the next query; the handlers only tell (a log line, a metric, /healthz).
 */
export function watchPool(pool: EventEmitter): { onError(handler: PoolErrorHandler): void } {
  const handlers = new Set<PoolErrorHandler>();
  pool.on('error', (error: Error) => {
    for (const handler of handlers) handler(error);
  });
  return { onError: (handler) => void handlers.add(handler) };
}
