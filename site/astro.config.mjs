// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';

/*
 * Each island carries only its own GraphQL documents: the codegen preset's babel plugin turns every
 * `graphql(`…`)` into an import of that one document (site/src/gql/graphql.ts), where the preset's
 * `graphql()` would bring the map of every document of the site to every page; the documents are
 * marked pure so the ones a page does not import are left out.
 */
const artifactDirectory = fileURLToPath(new URL('./src/gql', import.meta.url));

const pureDocuments = () => ({
  name: 'relief:pure-graphql-documents',
  /** @param {string} code @param {string} id */
  transform(code, id) {
    if (!id.endsWith('/src/gql/graphql.ts')) return null;
    return {
      code: code.replaceAll('= new TypedDocumentString(', '= /*#__PURE__*/ new TypedDocumentString('),
      map: null,
    };
  },
});

export default defineConfig({
  output: 'static',
  outDir: '../dist/site',
  // /faq is faq.html: the spec's routes have no trailing slash, and the server maps /x to x.html.
  build: { format: 'file' },
  trailingSlash: 'never',
  integrations: [
    react({ babel: { plugins: [[babelOptimizerPlugin, { artifactDirectory, gqlTagName: 'graphql' }]] } }),
  ],
  vite: { plugins: [pureDocuments()] },
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
