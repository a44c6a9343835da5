import { getTableColumns, getTableName, is, Param, sql, SQL, Table, type Column } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import type { Database, Db } from './client';

/*
 * A fast path for inserting many rows at once (the demo-data generator writes millions). drizzle's
 * query builder costs microseconds per value, which at that volume is most of the run; here rows are
 * encoded once through the columns' own driver mappings (possibly on another thread) and written
 * with prepared multi-row statements (SQLite), `COPY … FROM STDIN` (Postgres) or multi-row
 * statements (PGlite). Always inside `withTransaction`.
 */

/**
 * Rows as the driver takes them: the database's column names and the rows' values one after the
 * other (row i is values[i × columns.length …]). Flat, because that is how a multi-row statement
 * binds them, and one array per table costs the garbage collector far less than one per row.
 */
export interface EncodedRows {
  table: string;
  columns: string[];
  values: unknown[];
}

export const rowCountOf = (rows: EncodedRows) => rows.values.length / rows.columns.length;

const casing = new CasingCache('snake_case');

function valueOf(column: Column, value: unknown): unknown {
  if (value === undefined) {
    if (column.defaultFn) return column.mapToDriverValue(column.defaultFn());
    if (column.default === undefined) return null;
    if (is(column.default, SQL)) {
      throw new Error(`bulk insert: give ${column.name} a value (its default is SQL)`);
    }
    return column.mapToDriverValue(column.default);
  }
  return value === null ? null : column.mapToDriverValue(value);
}

export interface RowEncoder<T extends SQLiteTable> {
  table: string;
  columns: string[];
  /** Appends the row's values in `columns` order, as the dialect stores them (money in cents). */
  encodeInto(row: T['$inferInsert'], values: unknown[]): void;
}

/**
 * Encodes rows through the table's own columns, every column in table order; a value left out gets
 * the column's default (drizzle's `$defaultFn` or literal default) computed here, as drizzle would.
 */
export function rowEncoder<T extends SQLiteTable>(table: T): RowEncoder<T> {
  const all = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(all);
  const columns = keys.map((key) => all[key]);
  return {
    table: getTableName(table),
    columns: columns.map((column) => casing.getColumnCasing(column)),
    encodeInto: (row, values) => {
      const record = row as Record<string, unknown>;
      for (let i = 0; i < keys.length; i++) values.push(valueOf(columns[i], record[keys[i]]));
    },
  };
}

interface SqliteStatement {
  run(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}
interface SqliteClient {
  prepare(source: string): SqliteStatement;
  pragma(source: string, options?: { simple: boolean }): unknown;
  exec(source: string): unknown;
}

export function sqliteClientOf(tx: Db): SqliteClient {
  const client = (tx as unknown as { $client?: SqliteClient }).$client;
  if (!client) throw new Error('bulk: no SQLite connection on this transaction');
  return client;
}

const statements = new WeakMap<SqliteClient, Map<string, SqliteStatement>>();

function sqliteStatement(client: SqliteClient, source: string): SqliteStatement {
  let cache = statements.get(client);
  if (!cache) statements.set(client, (cache = new Map()));
  let statement = cache.get(source);
  if (!statement) cache.set(source, (statement = client.prepare(source)));
  return statement;
}

/** Runs a statement on a Postgres (or PGlite) transaction; drizzle's `Db` type is SQLite's. */
export const executeOn = <T = unknown>(tx: Db, query: SQL): Promise<T> =>
  (tx as unknown as { execute(query: SQL): Promise<T> }).execute(query);

export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** SQLite's default limit is 32 766 parameters; 100 rows a statement is where gains flatten out. */
const sqliteRowsPerStatement = (columns: number) => Math.max(1, Math.min(100, Math.floor(32_766 / columns)));

function insertSqlite(tx: Db, rows: EncodedRows): void {
  const client = sqliteClientOf(tx);
  const head = `insert into ${quoted(rows.table)} (${rows.columns.map(quoted).join(', ')}) values `;
  const tuple = `(${rows.columns.map(() => '?').join(', ')})`;
  const perStatement = sqliteRowsPerStatement(rows.columns.length);
  // Multi-row statements cost about a quarter less per row than single-row ones (measured here);
  // the remainder goes row by row, so only two statements per table are ever prepared.
  const many = sqliteStatement(client, head + Array(perStatement).fill(tuple).join(', '));
  const one = sqliteStatement(client, head + tuple);
  const { values } = rows;
  const width = rows.columns.length;
  const batch = perStatement * width;
  let start = 0;
  for (; start + batch <= values.length; start += batch) many.run(values.slice(start, start + batch));
  for (; start < values.length; start += width) one.run(values.slice(start, start + width));
}

interface CopyClient {
  query(copy: CopyStreamQuery): CopyStreamQuery;
}

/** The connection a Postgres transaction holds (drizzle's node-postgres session keeps it). */
function pgClientOf(tx: Db): CopyClient {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  // Only a connection checked out of the pool has `release`: the pool itself would hand the COPY to
  // any of its connections, outside the transaction.
  if (!client || typeof (client as { release?: unknown }).release !== 'function')
    throw new Error('bulk: COPY needs the connection of a transaction');
  return client as CopyClient;
}

const copyEscapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * A value in COPY's text format. The encoders give only strings (text, JSON, timestamps), numbers
 * (integers, cents) and booleans; anything else is refused rather than guessed at.
 */
function copyField(value: unknown): string {
  if (value === null) return '\\N';
  if (typeof value === 'string')
    return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => copyEscapes[c]) : value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  throw new Error(`bulk insert: no COPY text for a ${typeof value}`);
}

/** Rows per piece of COPY text handed to the connection: a few MB, never one string for a whole large table. */
const copyRowsPerPiece = 5_000;

/**
 * `COPY … FROM STDIN` in text format on the transaction's own connection: the server parses each
 * row's text once, with no statement to plan and no array to unpack, and the client sends text
 * instead of escaping arrays of parameters (docs/decisions/0211-large-loads-through-copy.md).
 */
async function copyPostgres(tx: Db, rows: EncodedRows): Promise<void> {
  const copy = pgClientOf(tx).query(
    copyFrom(`copy ${quoted(rows.table)} (${rows.columns.map(quoted).join(', ')}) from stdin`),
  );
  const done = finished(copy);
  try {
    const { values } = rows;
    const width = rows.columns.length;
    for (let start = 0; start < values.length; start += copyRowsPerPiece * width) {
      const end = Math.min(values.length, start + copyRowsPerPiece * width);
      let text = '';
      for (let at = start; at < end; at += width) {
        text += copyField(values[at]);
        for (let i = 1; i < width; i++) text += '\t' + copyField(values[at + i]);
        text += '\n';
      }
      if (!copy.write(text)) await once(copy, 'drain');
    }
    copy.end();
  } catch (error) {
    // CopyFail: the server ends the COPY with an error and the connection is usable again.
    copy.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
  await done;
}

/** Each column's Postgres type, by table and column name, from the schema the database was opened with. */
const pgColumnTypes = new WeakMap<object, Map<string, Map<string, string>>>();

function pgTypesOf(database: Database, table: string): Map<string, string> {
  let byTable = pgColumnTypes.get(database.t);
  if (!byTable) {
    byTable = new Map();
    for (const candidate of Object.values(database.t)) {
      if (!is(candidate, Table)) continue;
      const columns = Object.values(getTableColumns(candidate) as Record<string, Column>);
      byTable.set(
        getTableName(candidate),
        new Map(columns.map((column) => [casing.getColumnCasing(column), column.getSQLType()])),
      );
    }
    pgColumnTypes.set(database.t, byTable);
  }
  const types = byTable.get(table);
  if (!types) throw new Error(`bulk insert: no table ${table} in the schema`);
  return types;
}

/** Rows per statement on PGlite: each column is one array parameter, so only memory bounds it. */
const pgRowsPerStatement = 5_000;

/**
 * PGlite (no COPY from a client's stream): one statement per table and batch, each column sent as
 * one typed array and spread back into rows by `unnest`: a handful of parameters instead of one per value. With a parameter per value the
 * server parsed and planned tens of thousands of them per statement, and a load ran at under
 * 2 000 rows a second (measured); as arrays the values travel as text, as COPY's would.
 */
async function insertPglite(database: Database, tx: Db, rows: EncodedRows): Promise<void> {
  const types = pgTypesOf(database, rows.table);
  const width = rows.columns.length;
  const columns = sql.join(
    rows.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  for (let start = 0; start < rows.values.length; start += pgRowsPerStatement * width) {
    const end = Math.min(rows.values.length, start + pgRowsPerStatement * width);
    const arrays = rows.columns.map((column, i) => {
      const values: unknown[] = [];
      for (let at = start + i; at < end; at += width) values.push(rows.values[at]);
      return sql`${new Param(values)}::${sql.raw(types.get(column)!)}[]`;
    });
    await executeOn(
      tx,
      sql`insert into ${sql.identifier(rows.table)} (${columns}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

/** Writes encoded rows in the transaction `tx` of `database`. */
export async function insertEncoded(database: Database, tx: Db, rows: EncodedRows): Promise<void> {
  if (rows.values.length === 0) return;
  if (database.dialect === 'sqlite') insertSqlite(tx, rows);
  else if (database.dialect === 'postgres') await copyPostgres(tx, rows);
  else await insertPglite(database, tx, rows);
}

/**
 * Runs a bulk load with SQLite's write settings for it, restored afterwards: synchronous NORMAL (in
 * WAL mode a commit still survives the process being killed; only a power cut can lose the last
 * ones, and never half of one) and a checkpoint every 400 MB of WAL instead of every 4 MB, so the
 * index pages every chunk touches are copied into the database once, not at every chunk (at the
 * default, checkpoints inside COMMIT were a sixth of the writer's time). For a loader with the
 * database to itself (the seed CLI, the benchmark): every writer on the connection shares the
 * settings while `fn` runs.
 */
export async function withBulkLoadSettings<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'sqlite') return fn();
  const client = await database.withTransaction(async (tx) => sqliteClientOf(tx));
  const synchronous = client.pragma('synchronous', { simple: true });
  const checkpoint = client.pragma('wal_autocheckpoint', { simple: true });
  client.pragma('synchronous = NORMAL');
  client.pragma('wal_autocheckpoint = 100000');
  try {
    return await fn();
  } finally {
    client.pragma(`synchronous = ${Number(synchronous)}`);
    client.pragma(`wal_autocheckpoint = ${Number(checkpoint)}`);
    client.pragma('wal_checkpoint(TRUNCATE)');
  }
}

/**
 * Fresh planner statistics after a bulk load. Without them SQLite guesses, and on 100 000 seeded
 * borrowers it drove the console's search from the wrong side: 95 ms instead of 10 (measured).
 * A full ANALYZE of 2.3 million rows takes about a second. Postgres is vacuumed as well: a fresh
 * load has no visibility map (every index-only scan then reads the table), and left to itself the
 * autovacuum makes one over every loaded table in the minute after the load, while the console (or
 * the bench) is first used on it (seen: 20 s of it at 100 000 borrowers, through the bench's first
 * figures). VACUUM runs outside a transaction: one statement a table, `vacuumLanes` at once on
 * connections of their own, the largest first. A single VACUUM of the whole database runs on one
 * backend, one core: after 200 000 borrowers it took 5.4 s, and two lanes 2.8 s.
 */
export async function analyzeTables(database: Database): Promise<void> {
  if (database.dialect === 'sqlite') {
    await database.withTransaction(async (tx) => void sqliteClientOf(tx).exec('ANALYZE'));
    return;
  }
  const { rows } = await executeOn<{ rows: { name: string }[] }>(
    database.db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind = 'r' order by pg_table_size(c.oid) desc`,
  );
  const waiting = rows.map((row) => row.name);
  const lane = async () => {
    for (let table = waiting.shift(); table; table = waiting.shift())
      await database.withStatement((db) => executeOn(db, sql`vacuum (analyze) ${sql.identifier(table)}`));
  };
  await Promise.all(Array.from({ length: vacuumLanes }, lane));
}

/** Two: the machines measured here have two cores; more lanes would only share them. */
const vacuumLanes = 2;
