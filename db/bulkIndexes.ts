import { sql, type SQL } from 'drizzle-orm';
import { executeOn, quoted, sqliteClientOf } from './bulk';
import type { Database, Db } from './client';

/*
 * A bulk load into tables that start empty builds their secondary indexes once, from every row,
 * instead of row by row: sorting a million keys costs a fraction of a million insertions into a
 * B-tree too large for the cache, and a Postgres foreign key checked once is one join instead of a
 * trigger per row. Postgres took 64 s to take 100 000 borrowers' rows with everything in place and 31 s with
 * the indexes and foreign keys made after them (measured here, COPY of the same rows). Primary
 * keys, unique indexes and triggers stay: they keep rules or compute columns.
 */

interface Deferred {
  drop: string[];
  create: string[];
}

const rowsOf = async <T>(tx: Db, query: SQL): Promise<T[]> =>
  (await executeOn<{ rows: T[] }>(tx, query)).rows;

async function postgresDeferred(tx: Db, tables: string[]): Promise<Deferred> {
  const list = sql`array[${sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  // By name: `current_schema()::regnamespace` would read a mixed-case schema's name as unquoted.
  const schema = sql`select oid from pg_namespace where nspname = current_schema()`;
  const foreignKeys = await rowsOf<{ tbl: string; name: string; def: string }>(
    tx,
    sql`select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
      from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'f' and c.relnamespace = (${schema}) and c.relname = any(${list})
      order by c.relname, k.conname`,
  );
  const indexes = await rowsOf<{ name: string; def: string }>(
    tx,
    sql`select x.relname as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_class x on x.oid = i.indexrelid
      where c.relnamespace = (${schema}) and c.relname = any(${list})
        and not i.indisprimary and not i.indisunique
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by x.relname`,
  );
  return {
    drop: [
      ...foreignKeys.map((k) => `alter table ${quoted(k.tbl)} drop constraint ${quoted(k.name)}`),
      ...indexes.map((x) => `drop index ${quoted(x.name)}`),
    ],
    create: [
      ...indexes.map((x) => x.def),
      // Made again checked: a key once added NOT VALID would otherwise let the load's orphans in.
      ...foreignKeys.map(
        (k) =>
          `alter table ${quoted(k.tbl)} add constraint ${quoted(k.name)} ${k.def.replace(/\s+NOT VALID$/, '')}`,
      ),
    ],
  };
}

function sqliteDeferred(tx: Db, tables: string[]): Deferred {
  // Indexes SQLite made for a primary key or a unique constraint have no SQL of their own and stay.
  const indexes = sqliteClientOf(tx)
    .prepare(
      `select name, sql from sqlite_master where type = 'index' and sql is not null
        and sql not like 'create unique%' collate nocase
        and tbl_name in (${tables.map(() => '?').join(', ')}) order by name`,
    )
    .all(...tables) as { name: string; sql: string }[];
  return {
    drop: indexes.map((x) => `drop index ${quoted(x.name)}`),
    create: indexes.map((x) => x.sql),
  };
}

/**
 * Runs `load` in one transaction of its own, with the secondary indexes of `tables` (and on Postgres
 * their foreign keys) dropped before it and built again after it. A failure anywhere, a missing
 * parent included, rolls the whole load back. For a loader with the database to itself: until it
 * commits, every other writer of these tables waits. SQLite keeps checking foreign keys row by row:
 * its check is a lookup in the parent's primary key, and a load without it took as long (44 and 45 s
 * for 100 000 borrowers), while switching it off means a pragma outside any transaction, where
 * another writer of the connection could slip in between.
 */
export async function withIndexesBuiltAfter<T>(
  database: Database,
  tables: string[],
  load: (tx: Db) => Promise<T>,
): Promise<T> {
  if (database.dialect === 'sqlite') {
    return database.withTransaction(async (tx) => {
      const client = sqliteClientOf(tx);
      const deferred = sqliteDeferred(tx, tables);
      for (const statement of deferred.drop) client.exec(statement);
      const result = await load(tx);
      for (const statement of deferred.create) client.exec(statement);
      return result;
    });
  }
  return database.withTransaction(async (tx) => {
    const run = (statement: string) => executeOn(tx, sql.raw(statement));
    const deferred = await postgresDeferred(tx, tables);
    for (const statement of deferred.drop) await run(statement);
    const result = await load(tx);
    // A sort in memory rather than in temporary files, for this transaction's index builds only
    // (not in PGlite, whose memory is its WebAssembly heap).
    if (database.dialect === 'postgres') await run(`set local maintenance_work_mem = '256MB'`);
    for (const statement of deferred.create) await run(statement);
    return result;
  });
}
