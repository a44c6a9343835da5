import Database from '../../db/sqliteDriver';
import { sql } from 'drizzle-orm';
import type { TestServer } from './testServer';

/**
 * Makes every insert into `table` fail, as a disk or a service failing in the middle of a step, on
 * either dialect (a trigger); the returned function takes the fault away.
 */
/** Runs a statement on the server's database from outside, on either dialect. */
async function onDatabase(server: TestServer, statement: string) {
  if (server.dialect === 'sqlite') {
    const file = new Database(server.databaseUrl.replace(/^file:/, ''));
    file.exec(statement);
    file.close();
    return;
  }
  const db = server.database.db as unknown as {
    execute(query: ReturnType<typeof sql.raw>): Promise<unknown>;
  };
  await db.execute(sql.raw(statement));
}

/** Makes every read of `table` fail, as a lost disk or a dropped replica would; the function puts it back. */
export async function failReads(server: TestServer, table: string): Promise<() => Promise<void>> {
  await onDatabase(server, `alter table ${table} rename to ${table}_away`);
  return () => onDatabase(server, `alter table ${table}_away rename to ${table}`);
}

export async function failInserts(server: TestServer, table: string): Promise<() => Promise<void>> {
  const trigger = `fail_${table}`;
  if (server.dialect === 'sqlite') {
    const raw = (statement: string) => {
      const file = new Database(server.databaseUrl.replace(/^file:/, ''));
      file.exec(statement);
      file.close();
    };
    raw(
      `create trigger ${trigger} before insert on ${table} begin select raise(abort, '${table} down'); end;`,
    );
    return async () => raw(`drop trigger ${trigger}`);
  }
  const db = server.database.db as unknown as {
    execute(query: ReturnType<typeof sql.raw>): Promise<unknown>;
  };
  await db.execute(
    sql.raw(
      `create or replace function ${trigger}() returns trigger language plpgsql as $$ begin raise exception '${table} down'; end $$`,
    ),
  );
  await db.execute(
    sql.raw(`create trigger ${trigger} before insert on ${table} for each row execute function ${trigger}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${trigger} on ${table}`));
  };
}
