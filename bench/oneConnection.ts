import { Agent, request } from 'node:http';
import type { ConsoleRequest } from './consoleRequests';

export interface Answer {
  status: number;
  serverTiming: string | null;
}

/**
 * Sequential requests over one kept-alive connection, as a browser tab sends them: it takes the idle
 * connection it used last. Through `fetch`'s shared pool, a block of sequential requests could
 * alternate between connections the console's parallel requests had opened, and so between the
 * cluster's workers, charging the server two processes' cold caches (docs/decisions/0208).
 */
export function oneConnection() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    send: (r: ConsoleRequest) =>
      new Promise<Answer>((done, fail) => {
        const sent = request(
          r.url,
          { method: r.method, headers: { ...r.headers, 'content-length': Buffer.byteLength(r.body) }, agent },
          (res) => {
            res.on('data', () => {});
            res.on('error', fail);
            res.on('end', () => {
              const timing = res.headers['server-timing'];
              done({
                status: res.statusCode ?? 0,
                serverTiming: Array.isArray(timing) ? timing.join(', ') : (timing ?? null),
              });
            });
          },
        );
        sent.on('error', fail);
        sent.end(r.body);
      }),
    close: () => agent.destroy(),
  };
}
