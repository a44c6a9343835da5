import type { ConsoleRequest } from './consoleRequests';
import { oneConnection } from './oneConnection';
import { latencyOf, type Latency } from './stats';

/**
 * A page's requests one after the other, as one figure per page load, repeated for `durationSeconds`
 * after `warmUpSeconds` not measured: a borrower page's query, then its tab's lists. `page()` gives
 * each load its requests (a page load names itself anew). They go over one kept-alive connection, as a
 * browser tab sends one request after another (docs/decisions/0208).
 */
export async function treeLoad(
  page: () => ConsoleRequest[],
  durationSeconds: number,
  warmUpSeconds = 0,
): Promise<Latency & { requestsPerSecond: number; errors: number }> {
  const times: number[] = [];
  let errors = 0;
  const connection = oneConnection();
  const loadOnce = async () => {
    const started = performance.now();
    for (const request of page()) {
      const res = await connection.send(request);
      if (res.status !== 200) errors++;
    }
    return performance.now() - started;
  };
  const warmUpEnd = performance.now() + warmUpSeconds * 1000;
  while (performance.now() < warmUpEnd) await loadOnce();
  const started = performance.now();
  const end = started + durationSeconds * 1000;
  while (performance.now() < end) times.push(await loadOnce());
  connection.close();
  return {
    ...latencyOf(times),
    requestsPerSecond: times.length / ((performance.now() - started) / 1000),
    errors,
  };
}
