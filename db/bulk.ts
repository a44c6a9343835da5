import { getTableColumns, getTableName, is, sql, SQL, type Column } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database, Db } from './client';

/*
 * A fast path for inserting many rows at once (the demo-data generator writes millions). drizzle's
 * query builder costs microseconds per value, which at that volume is most of the run; here rows are
 * encoded once through the columns' own driver mappings and written with one prepared statement per
 * table (SQLite) or multi-row statements (Postgres). Always inside `withTransaction`.
 */

/** Rows as the driver takes them: the database's column names and one array of values per row. */
export interface EncodedRows {
  table: string;
  columns: string[];
  values: unknown[][];
}

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

/** Encodes through the table's columns: dollars to cents, booleans and JSON as the dialect stores them. */
export function encodeRows<T extends SQLiteTable>(table: T, rows: readonly T['$inferInsert'][]): EncodedRows {
  const all = getTableColumns(table) as Record<string, Column>;
  const present = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) present.add(key);
  // Columns no row mentions keep their database defaults.
  const keys = Object.keys(all).filter((key) => present.has(key));
  const columns = keys.map((key) => all[key]);
  const values = rows.map((row) => {
    const record = row as Record<string, unknown>;
    return keys.map((key, i) => valueOf(columns[i], record[key]));
  });
  return { table: getTableName(table), columns: columns.map((c) => casing.getColumnCasing(c)), values };
}

interface SqliteStatement {
  run(...params: unknown[]): unknown;
}
interface SqliteClient {
  prepare(source: string): SqliteStatement;
}

const statements = new WeakMap<SqliteClient, Map<string, SqliteStatement>>();

function sqliteStatement(client: SqliteClient, source: string): SqliteStatement {
  let cache = statements.get(client);
  if (!cache) statements.set(client, (cache = new Map()));
  let statement = cache.get(source);
  if (!statement) cache.set(source, (statement = client.prepare(source)));
  return statement;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** SQLite's default limit is 32 766 parameters; 100 rows a statement is where gains flatten out. */
const sqliteRowsPerStatement = (columns: number) => Math.max(1, Math.min(100, Math.floor(32_766 / columns)));

function insertSqlite(tx: Db, rows: EncodedRows): void {
  const client = (tx as unknown as { $client?: SqliteClient }).$client;
  if (!client) throw new Error('bulk insert: no SQLite connection on this transaction');
  const head = `insert into ${quoted(rows.table)} (${rows.columns.map(quoted).join(', ')}) values `;
  const tuple = `(${rows.columns.map(() => '?').join(', ')})`;
  const perStatement = sqliteRowsPerStatement(rows.columns.length);
  // Multi-row statements cost about a quarter less per row than single-row ones (measured here);
  // the remainder goes row by row, so only two statements per table are ever prepared.
  const many = sqliteStatement(client, head + Array(perStatement).fill(tuple).join(', '));
  const one = sqliteStatement(client, head + tuple);
  const { values } = rows;
  let start = 0;
  for (; start + perStatement <= values.length; start += perStatement) {
    const params: unknown[] = [];
    for (let i = start; i < start + perStatement; i++) for (const value of values[i]) params.push(value);
    many.run(params);
  }
  for (; start < values.length; start++) one.run(values[start]);
}

/** Postgres accepts at most 65 535 parameters per statement. */
const maxPgParameters = 60_000;

async function insertPostgres(tx: Db, rows: EncodedRows): Promise<void> {
  const executor = tx as unknown as { execute(query: SQL): Promise<unknown> };
  const columns = sql.join(
    rows.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const perStatement = Math.max(1, Math.floor(maxPgParameters / rows.columns.length));
  for (let start = 0; start < rows.values.length; start += perStatement) {
    const tuples = rows.values.slice(start, start + perStatement).map(
      (values) =>
        sql`(${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`,
    );
    await executor.execute(
      sql`insert into ${sql.identifier(rows.table)} (${columns}) values ${sql.join(tuples, sql`, `)}`,
    );
  }
}

/** Writes encoded rows in the transaction `tx` of `database`. */
export async function insertEncoded(database: Database, tx: Db, rows: EncodedRows): Promise<void> {
  if (rows.values.length === 0) return;
  if (database.dialect === 'sqlite') insertSqlite(tx, rows);
  else await insertPostgres(tx, rows);
}

export async function bulkInsert<T extends SQLiteTable>(
  database: Database,
  tx: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length > 0) await insertEncoded(database, tx, encodeRows(table, rows));
}
