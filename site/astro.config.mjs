// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';

export default defineConfig({
  output: 'static',
  outDir: '../dist/site',
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
  env: {
    schema: {
      // Same variable and default as api/config.ts, so one setting changes the number everywhere.
      COUNSELOR_PHONE: envField.string({ context: 'server', access: 'public', default: '1-800-388-2227' }),
    },
  },
});
