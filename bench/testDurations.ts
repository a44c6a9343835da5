import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { durationsFile } from '../tests/sequencer';

/*
 * `npm run test:durations`: each test file's duration, hooks included, as vitest's own cache
 * (node_modules/.vite/vitest) last recorded it, into tests/durations.json: the order in which
 * tests/sequencer.ts starts the files on a machine without that cache. Run it after a full
 * `npm test` when files were added or grew.
 */

const root = resolve(import.meta.dirname, '..');
const cacheRoot = resolve(root, 'node_modules/.vite/vitest');
const caches = existsSync(cacheRoot)
  ? readdirSync(cacheRoot)
      .map((hash) => join(cacheRoot, hash, 'results.json'))
      .filter((file) => existsSync(file))
  : [];
if (caches.length === 0) throw new Error('vitest has no results cache yet: run `npm test` first');

const seconds = new Map<string, number>();
for (const cache of caches) {
  const { results } = JSON.parse(readFileSync(cache, 'utf8')) as {
    results: [string, { duration?: number }][];
  };
  for (const [key, { duration }] of results) {
    const file = key.slice(key.indexOf(':') + 1);
    if (duration !== undefined && existsSync(resolve(root, file)))
      seconds.set(file, Math.round(duration / 100) / 10);
  }
}
const longestFirst = [...seconds].sort(([, a], [, b]) => b - a);
writeFileSync(durationsFile, `${JSON.stringify(Object.fromEntries(longestFirst), null, 2)}\n`);
console.log(`${seconds.size} files' durations written to ${relative(root, durationsFile)}`);
