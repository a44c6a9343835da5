import { federalHolidays } from './holidays';
import { borrowerTimeZone } from './timeZones';
import { cachedFormat } from './zonedTime';

/*
 * The right to cancel a plan agreement (Uniform Debt-Management Services Act §20): "before midnight
 * of the third business day that begins the day after you agree to it". A business day here is a
 * weekday that is not a federal legal holiday (5 U.S.C. 6103, as observed): the narrower reading,
 * so the date printed is never earlier than any state's (docs/decisions/0110).
 */

const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = Number(day.slice(0, 4));
  // New Year's Day on a Saturday is observed on the Friday before, in the year before.
  return ![year, year + 1].some((y) => federalHolidays(y).some((holiday) => holiday.day === day));
}

/** The last day (YYYY-MM-DD) to cancel an agreement signed on `signedOn`: its third business day after. */
export function cancelUntil(signedOn: string): string {
  let day = signedOn;
  for (let counted = 0; counted < 3;) {
    day = dayAfter(day);
    if (isBusinessDay(day)) counted += 1;
  }
  return day;
}

/** The calendar day (YYYY-MM-DD) an instant falls on where the borrower lives; US Eastern when unknown. */
export function localDayOf(at: Date, place: { state: string | null; zipCode: string | null } | null): string {
  const zone = borrowerTimeZone(place?.state, place?.zipCode) ?? 'America/New_York';
  const parts = cachedFormat('day', zone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
