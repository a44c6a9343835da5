import { dayMs } from '../api/domain/dates';

/*
 * Time in the generated data is counted back from one anchor instant (`--now`), so a seed gives the
 * same data whatever day it runs when the anchor is given, and "the last 72 hours" of the console
 * is full when the anchor is now.
 */
export const secondMs = 1_000;
export const minuteMs = 60 * secondMs;
export const hourMs = 60 * minuteMs;
export { dayMs };

export class Clock {
  readonly anchorMs: number;
  readonly today: string;
  private readonly days = new Map<number, string>();

  constructor(anchor: Date) {
    this.anchorMs = anchor.getTime();
    this.today = anchor.toISOString().slice(0, 10);
  }

  /** ISO instant of a time in ms, never after the anchor. */
  instant(ms: number): string {
    return new Date(Math.min(ms, this.anchorMs)).toISOString();
  }

  /** YYYY-MM-DD of a time in ms (cached: the same few thousand days recur millions of times). */
  day(ms: number): string {
    const n = Math.floor(ms / dayMs);
    let day = this.days.get(n);
    if (day === undefined) this.days.set(n, (day = new Date(n * dayMs).toISOString().slice(0, 10)));
    return day;
  }

  /** The day `days` after the day of `ms` (negative goes back). */
  dayAfter(ms: number, days: number): string {
    return this.day(ms + days * dayMs);
  }

  /**
   * One instant in each of the last `months` calendar months (UTC, this one included), oldest first:
   * noon of the anchor's day of the month (the 28th at most) in earlier months, a few hours before
   * the anchor (never before the 1st) in this one. The customer portal's windows count calendar
   * months (api/domain/portalWindows.ts), so a series made of these fills every month of them.
   */
  monthsBack(months: number): number[] {
    const anchor = new Date(this.anchorMs);
    const year = anchor.getUTCFullYear();
    const month = anchor.getUTCMonth();
    const day = Math.min(anchor.getUTCDate(), 28);
    const thisMonth = Math.max(Date.UTC(year, month, 1), this.anchorMs - 6 * hourMs);
    return Array.from({ length: months }, (_, i) => {
      const back = months - 1 - i;
      return back === 0 ? thisMonth : Date.UTC(year, month - back, day, 12);
    });
  }
}

/** `--now` accepts a date (its midnight UTC) or an ISO instant. */
export function parseAnchor(value: string | undefined, fallback: Date): Date {
  if (!value) return fallback;
  const anchor = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(anchor.getTime()))
    throw new Error(`--now must be a date (YYYY-MM-DD) or an ISO instant, not "${value}"`);
  return anchor;
}
