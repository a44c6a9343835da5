import { shortenNumber } from '@domain/savings';
import type { Locale } from '../../i18n/t';
import { formatDollars } from '../application/formatDollars';

/** Money where a missing figure reads as a dash rather than $0. */
export function dollarsOrDash(locale: Locale, amount: number | null | undefined): string {
  return amount == null ? '—' : formatDollars(locale, amount);
}

/** The headline savings: 1000 and more shortened with a k (borrower-application §9), '$1.2k'. */
export function shortDollars(locale: Locale, amount: number): string {
  if (Math.abs(amount) < 1000) return formatDollars(locale, amount);
  const short = shortenNumber(amount);
  return short.startsWith('-') ? `-$${short.slice(1)}` : `$${short}`;
}
