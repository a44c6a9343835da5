import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The layers (issue 12), refused at lint time: api/domain is pure and imports only itself; api/data
 * spells the queries and knows nothing of the services or the transports above it; the API imports
 * nothing from the seed, the console or the site (api/main.ts, the composition root, injects the
 * demo-data loader); the console and the site reach the server only through `@domain/…`.
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
    rules: restrict({
      regex: '^(\\.\\./)+(api|db|seed)/',
      message: 'The console and the site import the server’s rules only, through @domain/….',
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
