import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as sqliteTables from './schema/sqlite';
import * as pgTables from './schema/pg';
import { checkDataKeys } from './dataKeyCheck';
import { generatedDataKeys } from './dataKeyFile';
import { registerDataKeys, sealingWith, type DataKeys } from './dataKeys';
import { Mutex } from './mutex';
import { nameStatements } from './namedStatements';
import { applyMigrations, migratePostgresServer, pendingMigrations } from './pgMigrations';
import { migrateSqliteFile, pendingSqliteMigrations } from './sqliteMigrations';
import { watchPool, type PoolErrorHandler } from './poolErrors';

export type { PoolErrorHandler };

export type Tables = typeof sqliteTables;
/**
 * The one type the data layer is written against. Every query is awaited (both drivers support
 * that); SQLite-only calls such as `.run()` or `.all()` must not be used.
 */
export type Db = BaseSQLiteDatabase<'async', unknown>;
export type Dialect = 'sqlite' | 'postgres' | 'pglite';

export interface Database {
  dialect: Dialect;
  /** For reads outside a transaction. On SQLite a read-only connection: it never sees uncommitted work. */
  db: Db;
  t: Tables;
  /** The keys its secrets are sealed under (db/dataKeys.ts): the current one seals. */
  dataKeys: DataKeys;
  /** Every write goes through here: all of `fn` commits, or none of it; sealed columns are sealed. */
  withTransaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * A write of exactly one statement, which the engine makes atomic by itself: sealed as in a
   * transaction, without its begin and commit (two round trips on Postgres). Anything that reads
   * before it writes, or writes twice, belongs in `withTransaction`.
   */
  withStatement<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Postgres: `handler` is told each time an idle pooled connection is lost (the server restarted).
   * Never fatal: the pool opens another at the next query. Elsewhere it is never called.
   */
  onConnectionLost(handler: PoolErrorHandler): void;
  /** Postgres: the pool's open connections, those idle, and the queries waiting for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Postgres only: NOTIFY `channel` with `payload` through the pool (after the caller's commit), for
   * every connection LISTENing to it on this database (api/cluster/fanOut.ts).
   */
  notify?(channel: string, payload: string): Promise<void>;
  /** Refreshes the planner's statistics where the engine needs it (SQLite's PRAGMA optimize). */
  optimize(): Promise<void>;
  close(): Promise<void>;
}

function driverOptions(options: OpenOptions) {
  const onQuery = options.onQuery;
  return {
    casing: 'snake_case' as const,
    ...(onQuery
      ? { logger: { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } }
      : {}),
  };
}

const migrationsRoot = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export function describeDatabaseUrl(url: string | undefined): { dialect: Dialect; location: string } {
  if (!url) return { dialect: 'sqlite', location: 'data/app.db' };
  if (/^postgres(ql)?:\/\//.test(url)) return { dialect: 'postgres', location: url };
  if (url.startsWith('pglite:')) return { dialect: 'pglite', location: url.slice('pglite:'.length) };
  if (url.startsWith('file:')) return { dialect: 'sqlite', location: url.slice('file:'.length) };
  if (url.startsWith('sqlite:')) return { dialect: 'sqlite', location: url.slice('sqlite:'.length) };
  throw new Error(
    `DATABASE_URL must start with postgres://, file:, sqlite: or pglite: (got "${url.split(':')[0]}:")`,
  );
}

/**
 * A serving process's Postgres connections, LISTEN's aside (docs/decisions/0063-postgres-connections.md):
 * its JavaScript runs on one thread and its queries take milliseconds.
 */
export const defaultPoolSize = 5;

/**
 * How long a pooled Postgres connection is kept while idle (docs/decisions/0209). A rep's page loads come
 * seconds to minutes apart; a connection opened again costs its login, its named statements parsed again
 * and its first plans made in full: a borrower page after 12 s idle took three to four times as long as
 * one opened back to back.
 */
export const pooledConnectionIdleMs = 10 * 60_000;

export interface OpenOptions {
  /** Apply the pending migrations (default); false leaves them, for a process that may not. */
  migrate?: boolean;
  /** Refuse to open a database with a pending migration (MIGRATE_ON_START=false: `npm run db:migrate` first). */
  mustBeMigrated?: boolean;
  /** Postgres: the most connections the pool opens (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** Postgres: name each statement so a connection parses it once (DATABASE_NAMED_STATEMENTS). */
  namedStatements?: boolean;
  /** Called with every SQL statement run and its parameters (tests count queries with it). */
  onQuery?: (query: string, params: unknown[]) => void;
  /**
   * The data keys (DATA_ENCRYPTION_KEY). Unset, the key made once in a file beside the database
   * (training, tests); a PostgreSQL server's database must be given one.
   */
  dataKeys?: DataKeys;
  /**
   * Run after the migrations and before the keys are checked: a database opened as the wrong
   * workspace says so, rather than that its keys were not given (api/services/workspaceSetup.ts).
   */
  claim?: (database: Database) => Promise<void>;
}

export async function openDatabase(url: string | undefined, options: OpenOptions = {}): Promise<Database> {
  const { dialect, location } = describeDatabaseUrl(url);
  const dataKeys = options.dataKeys ?? generatedDataKeys(dialect, location);
  registerDataKeys(dataKeys);
  const opened =
    dialect === 'sqlite'
      ? await openSqlite(location, options)
      : dialect === 'postgres'
        ? await openPostgres(location, options)
        : await openPglite(location, options);
  const database = withDataKeys(opened, dataKeys);
  try {
    if (options.migrate !== false) await migrate(database);
    else if (options.mustBeMigrated) await refusePending(opened);
    await options.claim?.(database);
    await checkDataKeys(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Each transaction seals under the database's current key (db/dataKeys.ts says why it is contextual). */
function withDataKeys<D extends Omit<Database, 'dataKeys'>>(database: D, dataKeys: DataKeys): D & Database {
  const transaction = database.withTransaction.bind(database);
  const statement = database.withStatement.bind(database);
  // Awaited inside: a query builder does its work (and its columns' mapping) when awaited.
  const sealed =
    <T>(fn: (db: Db) => Promise<T>) =>
    (db: Db) =>
      sealingWith(dataKeys.current, async () => await fn(db));
  return Object.assign(database, {
    dataKeys,
    withTransaction: <T>(fn: (tx: Db) => Promise<T>) => transaction(sealed(fn)),
    withStatement: <T>(fn: (db: Db) => Promise<T>) => statement(sealed(fn)),
  });
}

/** How many compiled statements the read connection keeps (least recently used dropped first). */
const keptStatements = 200;

/**
 * Keeps the read connection's compiled statements: drizzle prepares every query it runs, about ten
 * for a page of the console's list, a tenth of a millisecond each. better-sqlite3 is synchronous and
 * drizzle runs a statement right after preparing it, so a kept statement is never in use twice; it
 * is handed back in its default mode, since drizzle switches a statement to raw rows per call.
 */
function keepStatements(connection: import('./sqliteDriver').Database): void {
  const prepare = connection.prepare.bind(connection);
  const statements = new Map<string, import('./sqliteDriver').Statement>();
  connection.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (statement) statements.delete(source);
    else statement = prepare(source);
    statements.set(source, statement);
    if (statements.size > keptStatements) statements.delete(statements.keys().next().value!);
    if (statement.reader) statement.raw(false).pluck(false).expand(false);
    return statement;
  }) as typeof connection.prepare;
}

async function openSqlite(
  file: string,
  options: OpenOptions,
): Promise<Omit<Database, 'dataKeys'> & Migrating> {
  const { default: BetterSqlite } = await import('./sqliteDriver');
  const { drizzle } = await import('drizzle-orm/better-sqlite3');
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const writer = new BetterSqlite(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('foreign_keys = ON');
  writer.pragma('busy_timeout = 5000');
  writer.pragma('synchronous = FULL');
  const writeDb = drizzle(writer, driverOptions(options));
  let reader: InstanceType<typeof BetterSqlite> | undefined;
  let readDb: Db | undefined;
  const mutex = new Mutex();
  const openReader = () => {
    // Opened after migrations: a read-only connection needs the WAL files to exist.
    reader = new BetterSqlite(file, { readonly: true });
    reader.pragma('busy_timeout = 5000');
    keepStatements(reader);
    readDb = drizzle(reader, driverOptions(options)) as unknown as Db;
  };
  return {
    dialect: 'sqlite',
    get db() {
      if (!readDb) openReader();
      return readDb!;
    },
    t: sqliteTables,
    withTransaction: (fn) =>
      mutex.run(async () => {
        writer.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(writeDb as unknown as Db);
          writer.exec('COMMIT');
          return result;
        } catch (error) {
          if (writer.inTransaction) writer.exec('ROLLBACK');
          throw error;
        }
      }),
    withStatement: (fn) => mutex.run(() => fn(writeDb as unknown as Db)),
    onConnectionLost: () => undefined,
    ping: async () => {
      writer.prepare('select 1').get();
    },
    // Without statistics SQLite may drive a search from the wrong table (58 ms instead of 7 at 100 000).
    optimize: () => mutex.run(async () => void writer.pragma('optimize=0x10002')),
    close: async () => {
      await mutex.run(async () => {
        reader?.close();
        writer.close();
      });
    },
    migrateNow: () => migrateSqliteFile(writer, resolve(migrationsRoot, 'sqlite')),
    pending: async () => pendingSqliteMigrations(writer, resolve(migrationsRoot, 'sqlite')),
  };
}

async function openPostgres(
  url: string,
  options: OpenOptions,
): Promise<Omit<Database, 'dataKeys'> & Migrating> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? defaultPoolSize,
    idleTimeoutMillis: pooledConnectionIdleMs,
  });
  const poolErrors = watchPool(pool);
  if (options.namedStatements !== false) pool.on('connect', nameStatements);
  const db = drizzle(pool, driverOptions(options));
  return {
    dialect: 'postgres',
    db: db as unknown as Db,
    t: pgTables as unknown as Tables,
    withTransaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    withStatement: (fn) => fn(db as unknown as Db),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    onConnectionLost: poolErrors.onError,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // Postgres's autovacuum keeps the statistics.
    optimize: async () => undefined,
    close: () => pool.end(),
    migrateNow: async () => {
      await migratePostgresServer(
        async () => {
          const client = new pg.Client({ connectionString: url, application_name: 'relief-migrate' });
          client.on('error', () => undefined);
          await client.connect();
          return client;
        },
        resolve(migrationsRoot, 'pg'),
      );
    },
    pending: async () => pendingMigrations(pool, resolve(migrationsRoot, 'pg')),
  };
}

async function openPglite(
  dir: string,
  options: OpenOptions,
): Promise<Omit<Database, 'dataKeys'> & Migrating> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = new PGlite(dir === 'memory' || dir === '' ? undefined : dir);
  const db = drizzle(client, driverOptions(options));
  return {
    dialect: 'pglite',
    db: db as unknown as Db,
    t: pgTables as unknown as Tables,
    withTransaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    withStatement: (fn) => fn(db as unknown as Db),
    onConnectionLost: () => undefined,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    optimize: async () => undefined,
    close: () => client.close(),
    // One process holds a PGlite database: nothing to take a lock against.
    migrateNow: async () => void (await applyMigrations(client, resolve(migrationsRoot, 'pg'))),
    pending: async () => pendingMigrations(client, resolve(migrationsRoot, 'pg')),
  };
}

/** What each engine adds while it opens: its migrations, applied or listed. */
interface Migrating {
  migrateNow(): unknown;
  pending(): Promise<string[]>;
}

async function migrate(database: Database): Promise<void> {
  await (database as Database & Migrating).migrateNow();
}

export class MigrationsPendingError extends Error {}

async function refusePending(database: Migrating): Promise<void> {
  const pending = await database.pending();
  if (pending.length === 0) return;
  throw new MigrationsPendingError(
    `The database lacks ${pending.length} migration(s) (${pending.join(', ')}): run \`npm run db:migrate\` before starting servers with MIGRATE_ON_START=false`,
  );
}
