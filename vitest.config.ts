import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/sequencer.ts';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql (16 as 15) ships CJS and ESM without an exports map: one copy for everyone (STACK.md).
    alias: [
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      // The console's and the site's path to api/domain (tsconfig.json's paths).
      { find: /^@domain\//, replacement: `${import.meta.dirname}/api/domain/` },
    ],
  },
  test: {
    include: ['tests/**/*.test.ts', 'api/**/*.test.ts', 'seed/**/*.test.ts', 'db/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    globalSetup: ['tests/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Each worker loads the app once for all its files: isolated, every file loaded it again (the
    // last full run: 730 s of imports in all, 23 s without). Each file still starts its own servers
    // and databases (docs/decisions/0086-test-suite-and-ci.md).
    isolate: false,
    // The longest files first (tests/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    reporters: ['default'],
    // The console's data provider imports @apollo/client's CommonJS build by named exports.
    server: { deps: { inline: ['ra-data-graphql', 'ra-data-graphql-simple'] } },
  },
});
