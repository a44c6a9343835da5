/**
 * When a worker dies, how long the cluster primary waits before starting another. A worker that
 * had served for a while is replaced at once; one that dies soon after starting is probably dying
 * of something a restart cannot fix (a bad setting, the database unreachable), so each such death
 * in a row doubles the wait, up to half a minute: a crash loop never spins the CPU.
 */
export const quickDeathMs = 10_000;
export const firstBackoffMs = 500;
export const longestBackoffMs = 30_000;

export class RestartBackoff {
  private quickDeaths = 0;

  /** The wait before replacing a worker that lived `uptimeMs`. */
  delayAfter(uptimeMs: number): number {
    if (uptimeMs >= quickDeathMs) {
      this.quickDeaths = 0;
      return 0;
    }
    this.quickDeaths += 1;
    return Math.min(longestBackoffMs, firstBackoffMs * 2 ** (this.quickDeaths - 1));
  }
}
