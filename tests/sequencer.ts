import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * The longest files first, so that no long file starts last and runs alone while the other worker
 * has nothing left to take. Vitest orders by its own cache of durations, which a fresh checkout (CI)
 * does not have: there it takes the larger files first, and site-pages (6 KB, about 110 s) came
 * among the last. The durations here are the last full run's, committed in tests/durations.json
 * (`npm run test:durations` writes it from vitest's cache); a file not in it goes first, as a new
 * file may be long. A stale list only changes the order, never what runs.
 */

export const durationsFile = resolve(import.meta.dirname, 'durations.json');

const root = resolve(import.meta.dirname, '..');

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds: Record<string, number> = existsSync(durationsFile)
      ? JSON.parse(readFileSync(durationsFile, 'utf8'))
      : {};
    const weight = (file: TestSpecification) =>
      seconds[relative(root, file.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => weight(b) - weight(a));
  }
}
