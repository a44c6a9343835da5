/*
 * The tag manager hears 'optimize.activate' on every route change (borrower-application §4,
 * service-portal §4): every page of the site is its own load, so once per page, static pages too.
 */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

window.dataLayer = window.dataLayer ?? [];
window.dataLayer.push({ event: 'optimize.activate' });

export {};
