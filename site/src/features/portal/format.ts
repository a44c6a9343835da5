import { shortenNumber } from '@domain/savings';
import type { Locale } from '../../i18n/t';
import { formatDollars } from '../application/formatDollars';

/*
 * How the customer portal writes numbers, money and dates (shared by every portal page):
 *   money(locale, 1842.5)        '$1,843' (whole dollars in the reader's language)
 *   shortNumber(locale, 12345)   '12.3k'  (service-portal §9: 1000 and more with a k; shortenNumber)
 *   shortMoney(locale, 12345)    '$12.3k'
 *   connectedDate(iso)           '03-07-2025' (MM-dd-yyyy, the spec's date, in the reader's time zone)
 *   monthLabel(locale, '2025-03') 'Mar 2025' / 'mar 2025'
 */

const numberFormat = (locale: Locale) => new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US');

/** Whole dollars in the reader's language; a missing figure reads as a dash, never $0. */
export function money(locale: Locale, amount: number | null | undefined): string {
  return amount == null ? '—' : formatDollars(locale, amount);
}

/** A count or score: under 1000 as the language writes it, 1000 and more shortened with a k. */
export function shortNumber(locale: Locale, value: number): string {
  return Math.abs(value) < 1000 ? numberFormat(locale).format(value) : shortenNumber(value);
}

/** Money shortened like shortNumber ('$12.3k'); under 1000 it is plain whole dollars. */
export function shortMoney(locale: Locale, amount: number): string {
  if (Math.abs(amount) < 1000) return formatDollars(locale, amount);
  const short = shortenNumber(amount);
  return short.startsWith('-') ? `-$${short.slice(1)}` : `$${short}`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** MM-dd-yyyy (service-portal §2's connected date), in the reader's own time zone. */
export function connectedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}-${date.getFullYear()}`;
}

/** A long date for sentences ('March 7, 2025' / '7 de marzo de 2025'). */
export function longDate(locale: Locale, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long' }).format(date);
}

/** 'YYYY-MM' as a short month and year in the reader's language. */
export function monthLabel(locale: Locale, month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 15)));
}

/** 'YYYY-MM' of an instant in UTC, like the server's portal window (api/domain/portalWindows.ts). */
export function monthOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 7);
}

/** A US phone number as people write it: (555) 123-4567; anything else as stored. */
export function phoneNumber(value: string | null | undefined): string {
  if (!value) return '—';
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : value;
}
