/** Calendar arithmetic on YYYY-MM-DD strings, in UTC, with no time-zone surprises. */
export const dayMs = 86_400_000;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function addYears(day: string, years: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

export function todayIn(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** MM-DD-YYYY (form) → YYYY-MM-DD (storage); undefined when it is not a real date. */
export function fromFormDate(value: string): string | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!m) return undefined;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  return isIsoDate(iso) ? iso : undefined;
}

export function toFormDate(iso: string): string {
  return `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days since 1970-01-01: a stable counter for "every other Friday" style schedules. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / dayMs);
}
