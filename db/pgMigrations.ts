import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { readFileSync } from 'node:fs';

/*
 * How the Postgres migrations are applied (docs/decisions/0180-migrations-once.md). drizzle's own
 * migrator runs every pending file in one transaction with no lock: two servers starting together
 * on a new database both run them and one dies, and an index can never be built CONCURRENTLY. Here:
 *
 * - Once across servers: one connection holds a transaction-level advisory lock (which PgBouncer's
 *   transaction mode keeps, the transaction pinning its server connection) while another applies
 *   the files; a second server waits on the lock, then finds nothing left to do.
 * - Each file in its own transaction, after `SET LOCAL lock_timeout`: a statement that would queue
 *   behind a long transaction on a busy table gives up instead of stalling every query behind it,
 *   and the file is tried again after a growing wait.
 * - A file whose first line is `outsideTransaction` runs statement by statement: each in a
 *   transaction of its own with the lock timeout, but `CONCURRENTLY` ones and DO blocks that COMMIT
 *   in batches bare. Its statements must be safe to run twice (IF NOT EXISTS, OR REPLACE): a failure
 *   part-way runs the file again from its start. An index a failed concurrent build left invalid
 *   is dropped before it is built again.
 *
 * The record is drizzle's own table (drizzle.__drizzle_migrations, a row per file with its journal
 * time), so databases migrated by drizzle before carry on; a file is pending when its journal time
 * is not there (drizzle compared with the newest only, which skips a file merged with an older time).
 */

/** The first line of a migration that runs statement by statement, outside one transaction. */
export const outsideTransaction = '-- migrate: outside a transaction';

/** How long a migration's statement waits for a table's lock before the file is tried again. */
export const lockTimeout = '3s';
const attempts = 8;
const firstRetryMs = 500;
const longestRetryMs = 15_000;
const lockNotAvailable = '55P03';

/** What runs SQL: a `pg` client or PGlite (both answer `{ rows }`). */
export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface MigrationLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

const migrationsTable = 'drizzle.__drizzle_migrations';

export interface Migration extends MigrationMeta {
  tag: string;
}

/** The folder's migrations in journal order, each with its tag (the file's name). */
export function migrationsIn(folder: string): Migration[] {
  const files = readMigrationFiles({ migrationsFolder: folder });
  // Read again for the tags, which drizzle's reader drops.
  const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as {
    entries: { tag: string }[];
  };
  return files.map((file, i) => ({ ...file, tag: journal.entries[i].tag }));
}

const isOutsideTransaction = (migration: MigrationMeta) =>
  migration.sql[0].trimStart().startsWith(outsideTransaction);

/** Statements that Postgres refuses inside a transaction block, or that commit by themselves. */
const runsBare = (statement: string) =>
  /\bCONCURRENTLY\b/i.test(statement) || /^\s*(--[^\n]*\n\s*)*DO\b[\s\S]*\bCOMMIT\b/i.test(statement);

const isEmpty = (statement: string) => statement.replace(/--[^\n]*/g, '').trim() === '';

/** The journal times of the files already applied. */
export async function appliedMigrations(run: SqlRunner): Promise<Set<number>> {
  const { rows } = await run.query(`select created_at from ${migrationsTable}`);
  return new Set((rows as { created_at: string | number }[]).map((row) => Number(row.created_at)));
}

/** The tags of the files not yet applied (a server that may not migrate refuses to start on them). */
export async function pendingMigrations(run: SqlRunner, folder: string): Promise<string[]> {
  const { rows } = await run.query(`select to_regclass('${migrationsTable}') as present`);
  const applied = (rows[0] as { present: unknown }).present ? await appliedMigrations(run) : new Set();
  return migrationsIn(folder)
    .filter((migration) => !applied.has(migration.folderMillis))
    .map((migration) => migration.tag);
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** Runs `work` again while it fails on the lock timeout, waiting longer each time. */
async function retryingLockTimeouts(what: string, log: MigrationLog | undefined, work: () => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (codeOf(error) !== lockNotAvailable || attempt >= attempts) throw error;
      const wait = Math.min(longestRetryMs, firstRetryMs * 2 ** (attempt - 1));
      log?.warn(
        { migration: what, attempt, retryInMs: wait },
        'a migration waited too long for a lock: trying again',
      );
      await pause(wait);
    }
  }
}

async function inTransaction(run: SqlRunner, statements: string[]) {
  await run.query('begin');
  try {
    await run.query(`set local lock_timeout = '${lockTimeout}'`);
    for (const statement of statements) await run.query(statement);
    await run.query('commit');
  } catch (error) {
    await run.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** A concurrent index build that failed leaves an invalid index of its name behind: dropped first. */
async function dropInvalidIndexOf(run: SqlRunner, statement: string) {
  const name = /CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([\w]+)"?/i.exec(
    statement,
  )?.[1];
  if (!name) return;
  const { rows } = await run.query(
    `select 1 from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = $1 and not i.indisvalid`,
    [name],
  );
  if (rows.length > 0) await run.query(`drop index concurrently if exists "${name}"`);
}

async function apply(run: SqlRunner, migration: Migration, log: MigrationLog | undefined) {
  const record = {
    text: `insert into ${migrationsTable} ("hash", "created_at") values ($1, $2)`,
    params: [migration.hash, migration.folderMillis],
  };
  const statements = migration.sql.filter((statement) => !isEmpty(statement));
  if (!isOutsideTransaction(migration)) {
    await retryingLockTimeouts(migration.tag, log, async () => {
      await inTransaction(run, statements);
    });
  } else {
    for (const statement of statements) {
      if (runsBare(statement)) {
        await dropInvalidIndexOf(run, statement);
        await run.query(statement);
      } else await retryingLockTimeouts(migration.tag, log, () => inTransaction(run, [statement]));
    }
  }
  await run.query(record.text, record.params);
  log?.info({ migration: migration.tag }, 'Migration applied');
}

/** Applies the pending files of `folder` through `run`, in journal order; the caller holds the lock. */
export async function applyMigrations(run: SqlRunner, folder: string, log?: MigrationLog): Promise<number> {
  await run.query('create schema if not exists drizzle');
  await run.query(
    `create table if not exists ${migrationsTable} (id serial primary key, hash text not null, created_at bigint)`,
  );
  const applied = await appliedMigrations(run);
  const pending = migrationsIn(folder).filter((migration) => !applied.has(migration.folderMillis));
  for (const migration of pending) await apply(run, migration, log);
  return pending.length;
}

/** Any fixed number: every server of the product takes the same lock. */
const lockKey = "hashtext('relief-service migrations')";

/** How often a server that finds the lock taken asks again. */
const lockPollMs = 250;

/**
 * Takes the lock in a transaction left open until the migrations end. Asked for with the `try` form,
 * again and again, never waited on: a session blocked in `pg_advisory_xact_lock` keeps the snapshot of
 * its statement, and another server's concurrent index build waits for every older snapshot, so the
 * two would wait on each other for ever. Between tries this connection holds no transaction; once it
 * holds the lock it runs nothing else, so it keeps no snapshot either.
 */
async function takeLock(holder: SqlRunner): Promise<void> {
  for (;;) {
    await holder.query('begin');
    const { rows } = await holder.query(`select pg_try_advisory_xact_lock(${lockKey}) as taken`);
    if ((rows[0] as { taken: boolean }).taken) return;
    await holder.query('rollback');
    await pause(lockPollMs);
  }
}

/**
 * A PostgreSQL server's migrations, once across every server starting on the database: `connect`
 * opens a connection of its own (two are used, never the pool's, whose size may be one).
 */
export async function migratePostgresServer(
  connect: () => Promise<SqlRunner & { end(): Promise<void> }>,
  folder: string,
  log?: MigrationLog,
): Promise<number> {
  const holder = await connect();
  try {
    const runner = await connect();
    try {
      await takeLock(holder);
      const applied = await applyMigrations(runner, folder, log);
      await holder.query('commit');
      return applied;
    } finally {
      await runner.end();
    }
  } finally {
    await holder.end().catch(() => undefined);
  }
}
