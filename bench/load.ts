import autocannon from 'autocannon';
import { latencyOf, type Latency } from './stats';

export interface LoadResult extends Latency {
  connections: number;
  requestsPerSecond: number;
  errors: number;
}

export interface LoadRequest {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Seconds of the same requests first, not measured: a server serves all day, and its first
   * requests after a start (its code compiled by V8 as it runs, its statements prepared) are not.
   */
  warmUpSeconds?: number;
}

/**
 * One autocannon run. autocannon's own percentiles stop at p90/p97.5, so every response time is
 * collected here and p50/p95/p99 are computed from all of them; throughput is autocannon's mean.
 */
export async function load(request: LoadRequest): Promise<LoadResult> {
  if (request.warmUpSeconds)
    await load({ ...request, durationSeconds: request.warmUpSeconds, warmUpSeconds: 0 });
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url: request.url,
      connections: request.connections,
      duration: request.durationSeconds,
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
    };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return {
    ...latencyOf(times),
    connections: request.connections,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
