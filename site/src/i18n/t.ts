import { en, type TranslationKey } from './en';
import { es } from './es';

export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language is named in itself, so a reader finds their own language whatever page they are on. */
export const localeNames: Record<Locale, string> = { en: 'English', es: 'Español' };

const dictionaries: Record<Locale, Partial<Record<TranslationKey, string>>> = { en, es };

/** Narrows `Astro.currentLocale` (a plain string) to a supported locale. */
export function toLocale(value: string | undefined): Locale {
  return locales.find((locale) => locale === value) ?? defaultLocale;
}

export function useTranslations(locale: Locale): (key: TranslationKey) => string {
  return (key) => dictionaries[locale][key] ?? en[key];
}

/**
 * Mirrors the routing in astro.config.mjs (English unprefixed, other languages under /<locale>/).
 * Astro's getRelativeLocaleUrl is not used because it adds a trailing slash after a query string.
 */
export function localizePath(locale: Locale, path: string): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}

/**
 * A page's address as readers see it. The build (format 'file') gives Astro.url.pathname as the file
 * (/faq.html, /es.html); the spec's routes have no extension and no trailing slash.
 */
export function pagePath(pathname: string): string {
  return pathname.replace(/\.html$/, '').replace(/\/(index)?$/, '') || '/';
}

/** The inverse of localizePath, used to link to the same page in another language. */
export function unlocalizePath(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return locales.some((locale) => locale !== defaultLocale && locale === first)
    ? `/${rest.join('/')}`
    : pathname;
}
