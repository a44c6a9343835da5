import { describe, expect, it } from 'vitest';
import { longestBackoffMs, quickDeathMs, RestartBackoff } from '../../api/cluster/restartPolicy';

describe("the cluster primary's restart back-off", () => {
  it('replaces a worker that had served a while at once', () => {
    const backoff = new RestartBackoff();
    expect(backoff.delayAfter(quickDeathMs)).toBe(0);
    expect(backoff.delayAfter(3_600_000)).toBe(0);
  });

  it('doubles the wait for each worker in a row that dies young, up to half a minute', () => {
    const backoff = new RestartBackoff();
    const waits = Array.from({ length: 9 }, () => backoff.delayAfter(200));
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(Math.max(...waits)).toBe(longestBackoffMs);
  });

  it('starts again from no wait once a worker has lived long enough', () => {
    const backoff = new RestartBackoff();
    backoff.delayAfter(100);
    backoff.delayAfter(100);
    expect(backoff.delayAfter(quickDeathMs + 1)).toBe(0);
    expect(backoff.delayAfter(100)).toBe(500);
  });
});
