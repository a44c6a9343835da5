import type { Locale } from '../i18n/t';

/* Mirrors localizePath in i18n/t.ts without importing it, so no dictionary reaches the browser. */
export const localized = (locale: Locale, path: string) => (locale === 'en' ? path : `/${locale}${path}`);

/** Moves to another page of the site, in the reader's language. */
export function goTo(locale: Locale, path: string, options: { replace?: boolean } = {}) {
  const url = localized(locale, path);
  if (options.replace) window.location.replace(url);
  else window.location.assign(url);
}

/**
 * Where a signed-in user lands. The console (staff) has one language; a borrower's page (the spec's
 * route helper, computed by the server) keeps the reader's language.
 */
export function goHome(locale: Locale, homeRoute: string) {
  const outsideSite = !homeRoute.startsWith('/') || homeRoute.startsWith('/admin');
  window.location.assign(outsideSite ? homeRoute : localized(locale, homeRoute));
}
