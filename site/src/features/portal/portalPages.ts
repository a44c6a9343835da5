import { toCents, toDollars } from '@domain/money';
import { formatCents } from '@domain/moneyFormat';
import type { Locale } from '../../i18n/t';

/*
 * Small helpers of the portal's figure pages (debt analysis, expenses, offers, financials, payments,
 * budget), next to the shell's format.ts:
 *   exactMoney(locale, 45.5)     '$45.50' (a table's exact amount: cents only when there are some)
 *   localToday()                 'YYYY-MM-DD' of the reader's own calendar
 *   decimal(locale, 0.27)        '0.27'
 *   percent(locale, 24)          '24%'
 *   sumMoney([1.1, 2.2])         3.3 (in cents, so no 3.3000000000000003)
 */

const tag = (locale: Locale) => (locale === 'es' ? 'es-US' : 'en-US');

/** A table's exact amount: whole dollars as '$350', anything with cents as '$45.50'; null is a dash. */
export function exactMoney(locale: Locale, amount: number | null | undefined): string {
  return amount == null ? '—' : formatCents(locale, toCents(amount));
}

/** Today on the reader's calendar, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

export function decimal(locale: Locale, value: number, digits = 2): string {
  return new Intl.NumberFormat(tag(locale), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A whole percentage (24 → '24%'). */
export function percent(locale: Locale, value: number): string {
  return new Intl.NumberFormat(tag(locale), { style: 'percent', maximumFractionDigits: 0 }).format(
    value / 100,
  );
}

/** Dollars added up in cents. */
export function sumMoney(amounts: readonly (number | null | undefined)[]): number {
  return toDollars(amounts.reduce<number>((sum, amount) => sum + toCents(amount ?? 0), 0));
}
