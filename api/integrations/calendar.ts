/** Day arithmetic on YYYY-MM-DD strings in UTC, for the simulated third parties' dates. */
const msPerDay = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * msPerDay).toISOString().slice(0, 10);
}

/** Whole days since 1970-01-01: a stable counter for "every other Friday" style schedules. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / msPerDay);
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}
