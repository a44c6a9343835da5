import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createDemoStaff } from '../api/bootstrap';
import { createLogger } from '../api/logger';
import { withBulkLoadSettings } from '../db/bulk';
import { openDatabase } from '../db/client';
import { seedBorrowers } from '../seed/seedBorrowers';

/*
 * The benchmark's database: seeded once and kept in bench/cache/ (git-ignored). A file is reused only
 * when its seed and size match and neither the generator (seed/) nor the SQLite migrations changed
 * since: then its recorded seeding time is reported again, marked as cached.
 */

const root = resolve(import.meta.dirname, '..');
const cacheDir = resolve(root, 'bench/cache');

export const benchStaffPassword = 'Bench!pass42';

export interface SeededDatabase {
  file: string;
  seed: number;
  borrowers: number;
  /** The anchor the data is dated from. */
  anchorIso: string;
  seedMs: number;
  rows: number;
  workers: number;
  cached: boolean;
  /** When a cached file was seeded. */
  seededAt: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** What the data depends on: the generator's sources and the schema's migrations. */
function generatorVersion(): string {
  const hash = createHash('sha256');
  const files = [
    ...filesUnder(resolve(root, 'seed')),
    ...filesUnder(resolve(root, 'db/migrations/sqlite')),
  ].sort();
  for (const file of files) hash.update(relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

export async function seededDatabase(options: {
  seed: number;
  borrowers: number;
  workers: number;
  fresh: boolean;
  log: (line: string) => void;
}): Promise<SeededDatabase> {
  mkdirSync(cacheDir, { recursive: true });
  const name = `seed-${options.seed}-${options.borrowers}-${generatorVersion()}`;
  const file = resolve(cacheDir, `${name}.db`);
  const metaFile = resolve(cacheDir, `${name}.json`);
  if (!options.fresh && existsSync(file) && existsSync(metaFile)) {
    return { ...(JSON.parse(readFileSync(metaFile, 'utf8')) as SeededDatabase), cached: true };
  }
  for (const stale of readdirSync(cacheDir).filter((f) =>
    f.startsWith(`seed-${options.seed}-${options.borrowers}-`),
  )) {
    rmSync(resolve(cacheDir, stale), { force: true });
  }
  const database = await openDatabase(`file:${file}`);
  const logger = createLogger('warn');
  await createDemoStaff(database, logger, benchStaffPassword);
  const anchor = new Date();
  options.log(
    `Seeding ${options.borrowers.toLocaleString('en-US')} borrowers into ${relative(root, file)} …`,
  );
  const started = performance.now();
  const result = await withBulkLoadSettings(database, () =>
    seedBorrowers(database, logger, {
      borrowers: options.borrowers,
      seed: options.seed,
      now: anchor,
      workers: options.workers,
    }),
  );
  // The final WAL checkpoint is part of the load: the time runs until the data is in the file.
  const seedMs = performance.now() - started;
  await database.close();
  const seeded: SeededDatabase = {
    file,
    seed: options.seed,
    borrowers: options.borrowers,
    anchorIso: anchor.toISOString(),
    seedMs,
    rows: Object.values(result.rows).reduce((sum, n) => sum + n, 0),
    workers: options.workers,
    cached: false,
    seededAt: anchor.toISOString(),
  };
  writeFileSync(metaFile, JSON.stringify(seeded, null, 2));
  return seeded;
}
