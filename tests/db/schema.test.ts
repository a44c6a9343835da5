import { getTableColumns, is, sql } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { getTableConfig as getPgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import * as pgTables from '../../db/schema/pg';
import * as sqliteTables from '../../db/schema/sqlite';

/** drizzle's snake_case rule (drizzle-orm/casing.js), so the test names columns as the database does. */
const toSnake = (key: string) =>
  (key.match(/[\da-z]+|[A-Z]+(?![a-z])|[A-Z][\da-z]+/g) ?? []).map((w) => w.toLowerCase()).join('_');

const sqliteList = (Object.values(sqliteTables) as unknown[]).filter((v): v is SQLiteTable =>
  is(v, SQLiteTable),
);
const pgList = (Object.values(pgTables) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

/** Expected columns of each table: name → not null. */
const expected = new Map(
  sqliteList.map((table) => [
    getTableConfig(table).name,
    Object.fromEntries(Object.entries(getTableColumns(table)).map(([key, c]) => [toSnake(key), c.notNull])),
  ]),
);

describe('one table description, two dialects', () => {
  it('derives a Postgres table for every SQLite table, column for column', () => {
    expect(pgList.map((t) => getPgTableConfig(t).name).sort()).toEqual([...expected.keys()].sort());
    for (const table of pgList) {
      const config = getPgTableConfig(table);
      const columns = Object.fromEntries(
        Object.entries(getTableColumns(table)).map(([key, c]) => [toSnake(key), c.notNull]),
      );
      expect(columns, config.name).toEqual(expected.get(config.name));
      expect(config.indexes.length, config.name).toBe(
        getTableConfig(sqliteList.find((t) => getTableConfig(t).name === config.name)!).indexes.length,
      );
    }
  });

  it('has SQLite migrations that create exactly the described columns', async () => {
    const database = await openDatabase(
      `file:${join(mkdtempSync(join(tmpdir(), 'relief-schema-')), 'db.sqlite')}`,
    );
    for (const [table, columns] of expected) {
      const rows = (await database.db.all(sql.raw(`pragma table_info(${table})`))) as {
        name: string;
        notnull: number;
        pk: number;
      }[];
      expect(Object.fromEntries(rows.map((r) => [r.name, r.notnull === 1 || r.pk === 1])), table).toEqual(
        columns,
      );
    }
    await database.close();
  });

  it('has Postgres migrations that create exactly the described columns', async () => {
    const database = await openDatabase('pglite:memory');
    const result = (await (
      database.db as unknown as {
        execute(
          q: unknown,
        ): Promise<{ rows: { table_name: string; column_name: string; is_nullable: string }[] }>;
      }
    ).execute(
      sql`select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
    )) as { rows: { table_name: string; column_name: string; is_nullable: string }[] };
    for (const [table, columns] of expected) {
      const rows = result.rows.filter((r) => r.table_name === table);
      expect(Object.fromEntries(rows.map((r) => [r.column_name, r.is_nullable === 'NO'])), table).toEqual(
        columns,
      );
    }
    await database.close();
  });
});
