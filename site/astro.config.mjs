// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

export default defineConfig({
  output: 'static',
  outDir: '../dist/site',
  // /faq is faq.html: the spec's routes have no trailing slash, and the server maps /x to x.html.
  build: { format: 'file' },
  trailingSlash: 'never',
  integrations: [react()],
  i18n: {
    locales: ['en', 'es'],
    defaultLocale: 'en',
    fallback: { es: 'en' },
    routing: {
      prefixDefaultLocale: false,
      // Rewrite rather than redirect so a Spanish visitor keeps the /es/ URL (and its query string,
      // which the application entry reads) while a page has no Spanish version yet.
      fallbackType: 'rewrite',
    },
  },
});
