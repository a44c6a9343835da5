import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * Where a request's time goes, as a Server-Timing header (SERVER_TIMING=true; the bench turns it on
 * and prints the breakdown). Each named phase is the time from the mark before it to its own mark;
 * the last, `respond`, runs to the response's headers, and `total` from the request's arrival. Off,
 * nothing is recorded and no header is sent: the phases say which middleware is slow, which is no
 * visitor's business.
 */

interface Timing {
  start: number;
  last: number;
  phases: [string, number][];
}

const timings = new WeakMap<IncomingMessage, Timing>();

/** Closes the request's current phase under `phase`; nothing when timing is off. */
export function markPhase(req: IncomingMessage, phase: string): void {
  const timing = timings.get(req);
  if (!timing) return;
  const now = performance.now();
  timing.phases.push([phase, now - timing.last]);
  timing.last = now;
}

const headerOf = (timing: Timing, now: number) =>
  [
    ...timing.phases.map(([name, ms]) => `${name};dur=${ms.toFixed(3)}`),
    `total;dur=${(now - timing.start).toFixed(3)}`,
  ].join(', ');

/** The first middleware: starts the clock and writes the header as the response's head goes out. */
export function serverTiming(): RequestHandler {
  return (req, res, next) => {
    const start = performance.now();
    const timing: Timing = { start, last: start, phases: [] };
    timings.set(req, timing);
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      markPhase(req, 'respond');
      if (!this.headersSent) this.setHeader('Server-Timing', headerOf(timing, performance.now()));
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}

/** A middleware closing the phase `phase` (placed after the middleware it times). */
export const phaseMark =
  (phase: string): RequestHandler =>
  (req, _res, next) => {
    markPhase(req, phase);
    next();
  };
