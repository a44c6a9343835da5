import { toCents, toDollars } from '@domain/money';
import type { Locale } from '../../i18n/t';

/*
 * Small helpers of the portal's figure pages (debt analysis, expenses, offers, financials, payments,
 * budget), next to the shell's format.ts:
 *   exactMoney(locale, 45.5)     '$45.50' (a table's exact amount: always with its cents, $232.00 beside $185.60)
 *   planMoney(locale, 695)       '$695' (a plan's payment standing alone: cents only when it has some)
 *   localToday()                 'YYYY-MM-DD' of the reader's own calendar
 *   decimal(locale, 0.27)        '0.27'
 *   percent(locale, 24)          '24%'
 *   sumMoney([1.1, 2.2])         3.3 (in cents, so no 3.3000000000000003)
 */

const tag = (locale: Locale) => (locale === 'es' ? 'es-US' : 'en-US');

/**
 * A table's exact amount, always with its cents, so a column reads alike ('$232.00' beside '$185.60',
 * never '$232' beside it); null is a dash.
 */
export function exactMoney(locale: Locale, amount: number | null | undefined): string {
  if (amount == null) return '—';
  return new Intl.NumberFormat(tag(locale), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** An amount paid under a plan, standing alone: '$695', or '$212.50' when it has cents. */
export function planMoney(locale: Locale, amount: number | null | undefined): string {
  if (amount == null) return '—';
  const whole = toCents(amount) % 100 === 0;
  return new Intl.NumberFormat(tag(locale), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
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
