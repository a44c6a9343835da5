import { and, eq, getTableColumns, getTableName, isNotNull, is, sql, type Column } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tables } from './client';
import { open, sealedKeyId } from './dataKeys';

/** A table's sealed columns (the custom text type of columns.ts) and its one-column primary key. */
export interface SealedColumns {
  table: SQLiteTable;
  key: Column;
  columns: Column[];
}

/** A sealed column: the custom text column (the other custom column, money, is a number). */
export const isSealed = (column: Column) =>
  (column.columnType === 'SQLiteCustomColumn' || column.columnType === 'PgCustomColumn') &&
  column.getSQLType() === 'text';

/** Every sealed column of the schema, found from the tables themselves so none is forgotten. */
export function sealedColumnsOf(t: Tables): SealedColumns[] {
  const found: SealedColumns[] = [];
  for (const table of Object.values(t) as unknown[]) {
    if (!is(table, SQLiteTable) && !is(table, PgTable)) continue;
    const columns = Object.values(getTableColumns(table as SQLiteTable)) as Column[];
    const sealed = columns.filter(isSealed);
    const key = columns.find((c) => c.primary);
    if (!sealed.length) continue;
    if (!key)
      throw new Error(`${getTableName(table as SQLiteTable)} has sealed columns but no one-column key`);
    found.push({ table: table as SQLiteTable, key, columns: sealed });
  }
  return found;
}

const batch = 500;

/**
 * Seals again, under the database's current key, every value that is not already under it: values
 * under an older key (a rotation), and plain values written before encryption existed. Each value is
 * replaced only if it is still the one read (a conditional update), so a save made meanwhile is
 * never overwritten. Returns how many values were sealed again.
 */
export async function resealAll(database: Database, skip: (table: SQLiteTable) => boolean = () => false) {
  const current = database.dataKeys.current.id;
  let resealed = 0;
  for (const { table, key, columns } of sealedColumnsOf(database.t)) {
    if (skip(table)) continue;
    for (const column of columns) {
      for (;;) {
        // The stored text itself (sql`` skips the column's opening), only what is not under the key.
        const rows = (await database.db
          .select({ id: key as SQLiteColumn, stored: sql<string>`${column}` })
          .from(table)
          .where(and(isNotNull(column), sql`${column} not like ${`v1.${current}.%`}`))
          .limit(batch)) as { id: unknown; stored: string }[];
        if (!rows.length) break;
        await database.withTransaction(async (tx) => {
          for (const row of rows) {
            const plain = sealedKeyId(row.stored) ? open(row.stored) : row.stored;
            await tx
              .update(table)
              .set({ [keyOf(table, column)]: plain })
              .where(and(eq(key, row.id), sql`${column} = ${row.stored}`));
          }
        });
        resealed += rows.length;
      }
    }
  }
  return resealed;
}

function keyOf(table: SQLiteTable, column: Column): string {
  return Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];
}
