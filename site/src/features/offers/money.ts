import type { Locale } from '../../i18n/t';
import { formatDollars } from '../application/formatDollars';

/** Money where a missing figure reads as a dash rather than $0. */
export function dollarsOrDash(locale: Locale, amount: number | null | undefined): string {
  return amount == null ? '—' : formatDollars(locale, amount);
}
