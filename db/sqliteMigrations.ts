import type { Database as SqliteConnection } from './sqliteDriver';
import { migrationsIn } from './pgMigrations';

/*
 * SQLite's migrations, as drizzle applies them (every pending file in one transaction, its table
 * and rows), but taking the write lock before reading what is applied: two servers starting on one
 * file both read "nothing applied" under drizzle's order and the second failed on a table the
 * first had made. BEGIN IMMEDIATE makes the second wait (busy_timeout), then find nothing to do.
 */
export function migrateSqliteFile(writer: SqliteConnection, folder: string): number {
  writer.exec('BEGIN IMMEDIATE');
  try {
    writer.exec(
      'CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)',
    );
    const applied = new Set(
      (writer.prepare('SELECT created_at FROM "__drizzle_migrations"').all() as { created_at: number }[]).map(
        (row) => Number(row.created_at),
      ),
    );
    const pending = migrationsIn(folder).filter((migration) => !applied.has(migration.folderMillis));
    const record = writer.prepare('INSERT INTO "__drizzle_migrations" ("hash", "created_at") VALUES (?, ?)');
    for (const migration of pending) {
      for (const statement of migration.sql) if (statement.trim()) writer.exec(statement);
      record.run(migration.hash, migration.folderMillis);
    }
    writer.exec('COMMIT');
    return pending.length;
  } catch (error) {
    if (writer.inTransaction) writer.exec('ROLLBACK');
    throw error;
  }
}

/** The tags of the files not yet applied to this SQLite file. */
export function pendingSqliteMigrations(writer: SqliteConnection, folder: string): string[] {
  const present = writer
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get();
  const rows = present
    ? (writer.prepare('SELECT created_at FROM "__drizzle_migrations"').all() as { created_at: number }[])
    : [];
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  return migrationsIn(folder)
    .filter((migration) => !applied.has(migration.folderMillis))
    .map((migration) => migration.tag);
}
