import type { Server, ServerResponse } from 'node:http';

/*
 * A graceful stop under clients that keep their connections open (docs/decisions/0183-graceful-stop.md).
 * `server.close()` stops accepting and waits for every connection to end, but a kept-alive connection
 * that is never idle at the moment it is looked at never ends: the process was killed by its timer,
 * dropping the answers of requests it had already committed. Once stopping, every answer — those in
 * flight and those arriving on open connections — carries `Connection: close`, so each connection ends
 * after its current answer, and each connection left idle is closed as soon as it is. Once nothing is
 * owed an answer, the connections left (a client still sending its request's headers, one that keeps
 * a connection open without asking) are closed: their request never arrived, so nothing is lost.
 */
export function closingGracefully(server: Server): { close(): Promise<void> } {
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (stopping) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.on('close', () => {
      inFlight.delete(res);
      if (stopping) finishOff();
    });
  });
  const finishOff = () => {
    server.closeIdleConnections();
    if (inFlight.size === 0) server.closeAllConnections();
  };
  return {
    close: () =>
      new Promise<void>((done) => {
        stopping = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
        server.close(() => done());
        finishOff();
      }),
  };
}
