import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MigrationsPendingError, openDatabase, type OpenOptions } from '../../db/client';
import { parseDataKey } from '../../db/dataKeys';
import { migratePostgresServer, migrationsIn, outsideTransaction } from '../../db/pgMigrations';
import { freshPostgresDatabase, postgresServer, type PostgresServer } from '../helpers/postgresServer';

/*
 * The migrations on a real PostgreSQL server (docs/decisions/0180-migrations-once.md): once across
 * servers starting together, each file in its own transaction with a lock timeout, a marked file
 * statement by statement so its indexes build CONCURRENTLY.
 */

const dataKeys = { current: parseDataKey('k'.repeat(64).replace(/k/g, 'a')), old: [] };
const open = (url: string, options: OpenOptions = {}) =>
  openDatabase(url, { dataKeys, poolSize: 1, ...options });

let server: PostgresServer;
beforeAll(async () => {
  server = await postgresServer();
});
afterAll(async () => {
  await server?.stop();
});

const connectTo = (url: string) => async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};

async function rowsOf<T>(url: string, text: string): Promise<T[]> {
  const client = await connectTo(url)();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A migrations folder of its own: `files` in journal order. */
function migrationsFolder(files: [tag: string, sql: string][]): string {
  const folder = mkdtempSync(join(tmpdir(), 'relief-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const entries = files.map(([tag], idx) => ({
    idx,
    version: '7',
    when: 1_700_000_000_000 + idx,
    tag,
    breakpoints: true,
  }));
  writeFileSync(
    join(folder, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  for (const [tag, sql] of files) writeFileSync(join(folder, `${tag}.sql`), sql);
  return folder;
}

describe('migrations on a PostgreSQL server', () => {
  it('are applied once by three servers opening a new database together, each of which then serves', async () => {
    const url = await freshPostgresDatabase(server);
    const opened = await Promise.all([1, 2, 3].map(() => open(url)));
    for (const database of opened) await database.ping();
    await Promise.all(opened.map((database) => database.close()));
    const recorded = await rowsOf<{ created_at: string }>(
      url,
      'select created_at from drizzle.__drizzle_migrations',
    );
    const files = migrationsIn(join(import.meta.dirname, '../../db/migrations/pg'));
    expect(recorded.map((row) => Number(row.created_at)).sort()).toEqual(
      files.map((f) => f.folderMillis).sort(),
    );
  });

  it('builds the indexes of a marked file concurrently, outside a transaction, and records it', async () => {
    const url = await freshPostgresDatabase(server);
    const folder = migrationsFolder([
      ['0000_table', 'CREATE TABLE "things" ("id" text PRIMARY KEY, "name" text);'],
      [
        '0001_index',
        `${outsideTransaction}\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "things_name_idx" ON "things" ("name");`,
      ],
    ]);
    expect(await migratePostgresServer(connectTo(url), folder)).toBe(2);
    const indexes = await rowsOf<{ indisvalid: boolean }>(
      url,
      `select i.indisvalid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = 'things_name_idx'`,
    );
    expect(indexes).toEqual([{ indisvalid: true }]);
    expect(await migratePostgresServer(connectTo(url), folder)).toBe(0);
  });

  it('gives up waiting for a busy table after the lock timeout and applies the file once the table is free', async () => {
    const url = await freshPostgresDatabase(server);
    const folder = migrationsFolder([
      ['0000_table', 'CREATE TABLE "things" ("id" text PRIMARY KEY);'],
      ['0001_column', 'ALTER TABLE "things" ADD COLUMN "name" text;'],
    ]);
    await migratePostgresServer(
      connectTo(url),
      migrationsFolder([['0000_table', 'CREATE TABLE "things" ("id" text PRIMARY KEY);']]),
    );
    // A long transaction holds the table: the ALTER must not queue behind it (and every query after it).
    const busy = await connectTo(url)();
    await busy.query('begin');
    await busy.query('lock table "things" in access share mode');
    const warnings: string[] = [];
    const log = {
      info: () => undefined,
      warn: (_fields: object, message: string) => void warnings.push(message),
    };
    const migrating = migratePostgresServer(connectTo(url), folder, log);
    await expect.poll(() => warnings.length, { timeout: 60_000 }).toBeGreaterThan(0);
    // Meanwhile the table answers reads and writes: nothing waits behind the migration.
    const reader = await connectTo(url)();
    await reader.query(`insert into "things" values ('a')`);
    await reader.end();
    await busy.query('commit');
    await busy.end();
    expect(await migrating).toBe(1);
    expect(warnings[0]).toMatch(/waited too long for a lock/);
    const columns = await rowsOf<{ column_name: string }>(
      url,
      `select column_name from information_schema.columns where table_name = 'things' order by column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['id', 'name']);
  });

  it('refuses, with MIGRATE_ON_START=false, to open a database that lacks a migration', async () => {
    const url = await freshPostgresDatabase(server);
    const refused = open(url, { migrate: false, mustBeMigrated: true });
    await expect(refused).rejects.toThrow(MigrationsPendingError);
    await expect(refused).rejects.toThrow(/npm run db:migrate/);
    const migrated = await open(url);
    await migrated.close();
    const opened = await open(url, { migrate: false, mustBeMigrated: true });
    await opened.close();
  });
});
