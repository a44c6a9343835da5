/** Nearest-rank percentile of a sample (milliseconds in, milliseconds out). */
export function percentile(sample: readonly number[], p: number): number {
  if (sample.length === 0) return Number.NaN;
  const sorted = [...sample].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  samples: number;
}

export function latencyOf(sample: readonly number[]): Latency {
  return {
    p50: percentile(sample, 50),
    p95: percentile(sample, 95),
    p99: percentile(sample, 99),
    samples: sample.length,
  };
}

/** Calls `fn` repeatedly for `durationMs` (after a short warm-up) and returns each call's time. */
export async function timeRepeatedly(
  fn: () => Promise<unknown> | unknown,
  durationMs: number,
  warmUp = 20,
): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await fn();
  const times: number[] = [];
  const end = performance.now() + durationMs;
  while (performance.now() < end) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}
