/*
 * How an amount someone pays or agrees to is written, in the reader's language: exact, with cents
 * only when it has some ($412.50, $350, $0); a rate to at most two decimals of a percent (24.99%,
 * 6%). The plan agreement's page, its PDF, its e-mail and the portal's figures write every amount
 * through these, from the same stored cents.
 */

export type FigureLanguage = 'en' | 'es';

const localeOf = (language: FigureLanguage) => (language === 'es' ? 'es-US' : 'en-US');

const currency = (language: FigureLanguage, digits: 0 | 2) =>
  new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

const formats = {
  en: { 0: currency('en', 0), 2: currency('en', 2) },
  es: { 0: currency('es', 0), 2: currency('es', 2) },
};

/** Integer cents as dollars, cents shown when there are some: 41250 → '$412.50', 35000 → '$350'. */
export function formatCents(language: FigureLanguage, cents: number): string {
  // Cents are divided once, by 100: an integer over 100 is the nearest double to the decimal written.
  return formats[language][cents % 100 === 0 ? 0 : 2].format(cents / 100);
}

/** A rate in basis points (2499 → '24.99%', 600 → '6%'). */
export function formatBasisPoints(language: FigureLanguage, basisPoints: number): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

/** A calendar day (YYYY-MM-DD) in words, read as written: '2026-12-15' → 'December 15, 2026'. */
export function formatCalendarDay(language: FigureLanguage, day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date, 12)),
  );
}
