import { percentile } from './stats';

/*
 * Where the API's time goes: the server's own Server-Timing phases (api/http/serverTiming.ts, on in
 * the bench's server), sampled over sequential requests, each phase's median. What the server does
 * not see (the connection, the client reading the answer) is the client's time less the server's.
 */

export interface Breakdown {
  samples: number;
  /** Median milliseconds per phase, in the order the request passes them. */
  phases: { name: string; p50: number }[];
  /** The client's median time for the whole request, and the server's (`total`). */
  clientP50: number;
  serverP50: number;
}

const phasesOf = (header: string | null): [string, number][] =>
  (header ?? '')
    .split(',')
    .map((part) => /^\s*([\w-]+);dur=([\d.]+)/.exec(part))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1], Number(m[2])]);

export async function breakdownOf(
  request: { url: string; headers: Record<string, string>; body: string },
  samples: number,
): Promise<Breakdown> {
  const byPhase = new Map<string, number[]>();
  const client: number[] = [];
  for (let i = 0; i < samples + 20; i++) {
    const started = performance.now();
    const res = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
    await res.arrayBuffer();
    if (i < 20) continue; // warm-up
    client.push(performance.now() - started);
    for (const [name, ms] of phasesOf(res.headers.get('server-timing'))) {
      byPhase.set(name, [...(byPhase.get(name) ?? []), ms]);
    }
  }
  if (!byPhase.has('total')) throw new Error('the server sent no Server-Timing header (SERVER_TIMING=true)');
  const median = (name: string) => percentile(byPhase.get(name) ?? [], 50);
  return {
    samples,
    phases: [...byPhase.keys()].filter((n) => n !== 'total').map((name) => ({ name, p50: median(name) })),
    clientP50: percentile(client, 50),
    serverP50: median('total'),
  };
}
