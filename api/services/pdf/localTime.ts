import { borrowerTimeZone } from '../../domain/timeZones';

/*
 * Dates and times a PDF prints, in the borrower's time zone (from their state and ZIP), else US
 * Eastern: a document dated by the server's UTC clock would say "tomorrow" to an evening signer.
 */

type Place = { state: string | null; zipCode: string | null } | null;

const zoneOf = (place: Place) => borrowerTimeZone(place?.state, place?.zipCode) ?? 'America/New_York';
const localeOf = (language: 'en' | 'es') => (language === 'es' ? 'es-US' : 'en-US');

export function localDate(language: 'en' | 'es', at: Date, place: Place): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: zoneOf(place) }).format(
    at,
  );
}

export function localDateTime(language: 'en' | 'es', at: Date, place: Place): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: zoneOf(place),
  }).format(at);
}
