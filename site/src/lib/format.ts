import type { Locale } from '../i18n/t';
import { formatDollars } from './formatDollars';

/*
 * How the site writes money, dates and phone numbers: one format of each on every page (issue 21),
 * shared by the application, the offers and the customer portal.
 *   money(locale, 1842.5)          '$1,843'  a headline or a total: whole dollars, never shortened to a k
 *   exactMoney(locale, 45.5)       '$45.50'  a table's amount someone typed or pays: always its cents
 *                                  (portalPages.ts)
 *   longDate(locale, iso)          'March 7, 2025' / '7 de marzo de 2025' (an instant, the reader's time zone)
 *   longDateTime(locale, iso)      'July 18, 2026, 3:42 PM EDT' (a signing: the time with its zone)
 *   calendarDay(locale, '2026-11-30') 'November 30, 2026' (a plan's day: no time zone can move it)
 *   monthLabel(locale, '2025-03')  'Mar 2025' / 'mar 2025' (a chart's month, not a date)
 *   phoneNumber('5125550100')      '512-555-0100' (the help lines' own form)
 * A date in words rather than MM-dd-yyyy: 03-07-2025 is the 3rd of July to a Spanish reader.
 */

const tag = (locale: Locale) => (locale === 'es' ? 'es-US' : 'en-US');

/** Whole dollars in the reader's language; a missing figure reads as a dash, never $0. */
export function money(locale: Locale, amount: number | null | undefined): string {
  return amount == null ? '—' : formatDollars(locale, amount);
}

/** An amount as someone typed it: whole dollars, or with both cents digits when it has cents. */
export function typedMoney(locale: Locale, amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return new Intl.NumberFormat(tag(locale), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount);
}

/** An instant as a date in words, in the reader's language and time zone. */
export function longDate(locale: Locale, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'long' }).format(date);
}

/**
 * An instant with its time and the time zone it is told in ('July 18, 2026, 3:42 PM EDT'): a signing
 * time says whose clock it is on, never a bare hour.
 */
export function longDateTime(locale: Locale, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(tag(locale), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** A calendar day (YYYY-MM-DD) in words, read as written; a dash when there is none. */
export function calendarDay(locale: Locale, day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return '—';
  const [year, month, date] = match.slice(1).map(Number);
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date, 12)),
  );
}

/** 'YYYY-MM' as a short month and year in the reader's language. */
export function monthLabel(locale: Locale, month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(tag(locale), {
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

/** A US phone number as the help lines write it, 512-555-0100; anything else as stored. */
export function phoneNumber(value: string | null | undefined): string {
  if (!value) return '—';
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : value;
}
