import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The layers (issue 12), refused at lint time: api/domain is pure and imports only itself; api/data
 * spells the queries and knows nothing of the services or the transports above it; the API imports
 * nothing from the seed, the console or the site (api/main.ts, the composition root, injects the
 * demo-data loader); the console and the site reach the server only through `@domain/…`. In the
 * site (issue 22) a feature imports no other feature: what two share lives in site/src/lib, which,
 * like components, layouts and i18n, imports no feature. ESLint reads no .astro file, so
 * tests/unit/layers.test.ts checks those imports itself.
 */
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const outsideTheApi = {
  regex: '^(\\.\\./)+(seed|admin|site|bench)/',
  message: 'The API imports nothing from the seed, the console, the site or the bench.',
};
const transports = {
  regex: '^(\\.\\./)+(graphql|http)/',
  message: 'A service or the data layer does not know the transport that calls it.',
};
const aboveTheData = {
  regex: '^(\\.\\./)+(services|auth)/',
  message: 'api/data imports only db/, api/domain and itself.',
};
const serverFromClient = {
  regex: '^(\\.\\./)+(api|db|seed)/',
  message: 'The console and the site import the server’s rules only, through @domain/….',
};
/** From a feature's file `up` levels below site/src/features, any path into a sibling feature. */
const otherFeature = (up) => ({
  regex: `^${up.replaceAll('.', '\\.')}[^.]|(^|/)features/`,
  message:
    'A site feature imports only site/src/lib, @domain, i18n, components, layouts and its own files: ' +
    'move what two features share into site/src/lib.',
});
const layers = [
  {
    // A dynamic import() escapes no-restricted-imports.
    files: ['api/**/*.ts'],
    ignores: ['api/main.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^(\\.\\.\\/)+(seed|admin|site|bench)\\//]',
          message: outsideTheApi.message,
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    ignores: [
      'api/main.ts',
      'api/domain/**',
      'api/data/**',
      'api/services/**',
      'api/auth/**',
      'api/integrations/**',
    ],
    rules: restrict(outsideTheApi),
  },
  { files: ['api/services/**/*.ts', 'api/auth/**/*.ts'], rules: restrict(outsideTheApi, transports) },
  {
    files: ['api/data/**/*.ts', 'api/integrations/**/*.ts'],
    rules: restrict(outsideTheApi, transports, aboveTheData),
  },
  {
    files: ['api/domain/**/*.ts'],
    rules: restrict({ regex: '^(?!\\./)', message: 'api/domain is pure: it imports only from api/domain.' }),
  },
  {
    // What ships to the browser; admin/scripts are measurements run from the shell.
    files: ['admin/src/**/*.{ts,tsx}', 'site/src/**/*.{ts,tsx}'],
    rules: restrict(serverFromClient),
  },
  // A later block's no-restricted-imports replaces an earlier one's, so each repeats serverFromClient.
  { files: ['site/src/features/*/*.{ts,tsx}'], rules: restrict(serverFromClient, otherFeature('../')) },
  { files: ['site/src/features/*/*/*.{ts,tsx}'], rules: restrict(serverFromClient, otherFeature('../../')) },
  {
    files: ['site/src/{lib,components,layouts,i18n}/**/*.{ts,tsx}'],
    rules: restrict(serverFromClient, {
      regex: '(^|/)features/',
      message: 'site/src/lib, components, layouts and i18n sit below the features: they import none.',
    }),
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'site/.astro/**',
      'db/migrations/**',
      'scratch/**',
      'bench/cache/**',
      'test-artifacts/**',
      // Generated from schema.graphql (codegen.ts).
      'api/graphql/generated/**',
      'api/domain/generated/**',
      'admin/src/gql/**',
      'site/src/gql/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['admin/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  ...layers,
);
