import type { Locale } from '../i18n/t';

/** An amount as the reader's language writes dollars, whole: $1,842. */
export function formatDollars(locale: Locale, amount: number): string {
  return new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}
