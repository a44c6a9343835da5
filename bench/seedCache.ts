import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createDemoStaff } from '../api/bootstrap';
import { createLogger } from '../api/logger';
import { withBulkLoadSettings } from '../db/bulk';
import { describeDatabaseUrl, openDatabase, type Database, type Dialect } from '../db/client';
import { parseDataKey, type DataKeys } from '../db/dataKeys';
import { seedBorrowers } from '../seed/seedBorrowers';
import { seedCpu, seedCpuLine, type SeedCpu } from './seedCpu';

/*
 * The benchmark's database: seeded once and kept, SQLite's in bench/cache/ (git-ignored), Postgres's
 * as a database of its own on the server given (bench_<seed>_<borrowers>_<version>). One is reused
 * only when its seed and size match and neither the generator (seed/) nor the dialect's migrations
 * changed since: then its recorded seeding time is reported again, marked as cached.
 */

const root = resolve(import.meta.dirname, '..');
const cacheDir = resolve(root, 'bench/cache');

export const benchStaffPassword = 'Bench!pass42';

/**
 * The key the bench's Postgres data is sealed under (a Postgres database has no key file beside it).
 * Fixed, so a cached database opens in the next run; it guards generated people, nothing real.
 */
export const benchDataKey = '72a54b9f10546adad812a1ad2ba58cc7593dc870720b30b1a7f8ad8d7f896f73';
export const benchDataKeys = (): DataKeys => ({ current: parseDataKey(benchDataKey), old: [] });

export interface SeededDatabase {
  /** Where it is: `file:…` or `postgres://…` (the seeded database, not the server's default one). */
  url: string;
  dialect: Dialect;
  seed: number;
  borrowers: number;
  /** The anchor the data is dated from. */
  anchorIso: string;
  seedMs: number;
  /** The seeder's RSS in MB after its first chunks and at its largest: flat memory keeps them close. */
  seederRssMb?: { early: number; peak: number };
  /** CPU-seconds per 100 000 borrowers by thread (bench/seedCpu.ts); absent where /proc cannot tell. */
  cpuPer100k?: SeedCpu;
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

/** What the data depends on: the generator's sources and the dialect's migrations. */
function generatorVersion(dialect: 'sqlite' | 'pg'): string {
  const hash = createHash('sha256');
  const files = [
    ...filesUnder(resolve(root, 'seed')),
    ...filesUnder(resolve(root, `db/migrations/${dialect}`)),
  ].sort();
  for (const file of files) hash.update(relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

export interface SeedRequest {
  /** `file:` (bench/cache/), `file:<path>`, or a Postgres server's URL. */
  databaseUrl: string;
  seed: number;
  borrowers: number;
  workers: number;
  fresh: boolean;
  log: (line: string) => void;
}

/** Opens a seeded database: Postgres's under the bench's key, SQLite's under its key file. */
export const openSeeded = (seeded: SeededDatabase): Promise<Database> =>
  openDatabase(seeded.url, seeded.dialect === 'postgres' ? { dataKeys: benchDataKeys() } : {});

export async function seededDatabase(request: SeedRequest): Promise<SeededDatabase> {
  const { dialect } = describeDatabaseUrl(request.databaseUrl);
  if (dialect === 'postgres') return seededPostgres(request);
  if (dialect === 'sqlite') return seededSqlite(request);
  throw new Error(`the bench runs on SQLite (file:) or a Postgres server (postgres://), not ${dialect}`);
}

/** Seeds `database` (opened, empty but for its migrations): the staff, then the borrowers, timed. */
async function seedInto(
  database: Database,
  request: SeedRequest,
  where: string,
  postgresUrl?: string,
): Promise<Omit<SeededDatabase, 'url' | 'dialect'>> {
  const logger = createLogger('warn');
  await createDemoStaff(database, logger, benchStaffPassword);
  const anchor = new Date();
  request.log(`Seeding ${request.borrowers.toLocaleString('en-US')} borrowers into ${where} …`);
  const rss = peakRss();
  const cpu = await seedCpu(postgresUrl);
  const started = performance.now();
  const result = await withBulkLoadSettings(database, () =>
    seedBorrowers(database, logger, {
      borrowers: request.borrowers,
      seed: request.seed,
      now: anchor,
      workers: request.workers,
      indexesAfter: true,
      onProgress: rss.sample,
    }),
  );
  // The final WAL checkpoint (SQLite) and ANALYZE are part of the load: the time runs until the data is usable.
  const seedMs = performance.now() - started;
  const cpuPer100k = await cpu.stop(request.borrowers, result.generatorCpuMs);
  request.log(`Seeded in ${(seedMs / 1000).toFixed(1)} s; ${seedCpuLine(cpuPer100k)}`);
  return {
    seed: request.seed,
    borrowers: request.borrowers,
    anchorIso: anchor.toISOString(),
    seedMs,
    seederRssMb: rss.result(),
    cpuPer100k,
    rows: Object.values(result.rows).reduce((sum, n) => sum + n, 0),
    workers: request.workers,
    cached: false,
    seededAt: anchor.toISOString(),
  };
}

/**
 * The seeder's resident memory, sampled after every chunk: at the first chunks and the largest seen
 * since. Flat memory is the first and the largest close together however many borrowers follow.
 */
function peakRss() {
  const samples: number[] = [];
  return {
    sample: () => void samples.push(process.memoryUsage.rss() / 2 ** 20),
    result: () => ({
      early: samples[Math.min(samples.length - 1, 4)] ?? 0,
      peak: Math.max(0, ...samples),
    }),
  };
}

async function seededSqlite(request: SeedRequest): Promise<SeededDatabase> {
  mkdirSync(cacheDir, { recursive: true });
  const name = `seed-${request.seed}-${request.borrowers}-${generatorVersion('sqlite')}`;
  const given = describeDatabaseUrl(request.databaseUrl).location;
  const file = given ? resolve(given) : resolve(cacheDir, `${name}.db`);
  const metaFile = given ? `${file}.json` : resolve(cacheDir, `${name}.json`);
  if (!request.fresh && existsSync(file) && existsSync(metaFile)) {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as SeededDatabase;
    return { ...meta, url: `file:${file}`, dialect: 'sqlite', cached: true };
  }
  const stale = given
    ? [file, metaFile, `${file}-wal`, `${file}-shm`]
    : readdirSync(cacheDir)
        .filter((f) => f.startsWith(`seed-${request.seed}-${request.borrowers}-`))
        .map((f) => resolve(cacheDir, f));
  for (const path of stale) rmSync(path, { force: true });
  const database = await openDatabase(`file:${file}`);
  let seeded: SeededDatabase;
  try {
    seeded = {
      ...(await seedInto(database, request, relative(root, file))),
      url: `file:${file}`,
      dialect: 'sqlite',
    };
  } finally {
    await database.close();
  }
  writeFileSync(metaFile, JSON.stringify(seeded, null, 2));
  return seeded;
}

/**
 * Postgres: the seeded database is named for the seed, size and version, and its record (the
 * SeededDatabase) is its COMMENT, written last: a database without one is a load that did not
 * finish, dropped and seeded again.
 */
async function seededPostgres(request: SeedRequest): Promise<SeededDatabase> {
  const { default: pg } = await import('pg');
  const name = `bench_${request.seed}_${request.borrowers}_${generatorVersion('pg')}`;
  const target = new URL(request.databaseUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  const server = new pg.Client({ connectionString: request.databaseUrl });
  await server.connect();
  try {
    const { rows } = await server.query<{ comment: string | null }>(
      "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1",
      [name],
    );
    const comment = rows[0]?.comment;
    if (!request.fresh && comment) {
      return { ...(JSON.parse(comment) as SeededDatabase), url, dialect: 'postgres', cached: true };
    }
    await server.query(`drop database if exists ${name}`);
    await server.query(`create database ${name}`);
    const database = await openDatabase(url, { dataKeys: benchDataKeys() });
    let seeded: SeededDatabase;
    try {
      seeded = {
        ...(await seedInto(database, request, `Postgres database ${name}`, url)),
        url,
        dialect: 'postgres',
      };
    } finally {
      await database.close();
    }
    const record = JSON.stringify(seeded).replace(/'/g, "''");
    await server.query(`comment on database ${name} is '${record}'`);
    return seeded;
  } finally {
    await server.end();
  }
}
