import { sql, type SQL } from 'drizzle-orm';
import { customType, integer, text, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { randomUUID } from 'node:crypto';
import { open, sealForStorage } from '../dataKeys';

/*
 * Shared column helpers. The tables are described once, in SQLite's column types; `pg.ts`
 * derives the Postgres tables from the same objects, so the two dialects cannot drift.
 * Column names come from the TypeScript keys (drizzle's snake_case casing).
 */

/** Dollars in TypeScript and GraphQL, integer cents in the database: sums stay exact. */
export const money = customType<{ data: number; driverData: number | string }>({
  dataType: () => 'integer',
  toDriver: (dollars) => Math.round(dollars * 100),
  fromDriver: (cents) => Number(cents) / 100,
});

/**
 * A secret at rest (db/dataKeys.ts): plain text in TypeScript, sealed with AES-256-GCM under the
 * database's data key in storage. Text in both dialects; nothing may filter or sort on it.
 */
export const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (plaintext) => sealForStorage(plaintext),
  fromDriver: (sealed) => open(sealed),
});

export const id = () =>
  text()
    .primaryKey()
    .$defaultFn(() => randomUUID());

/** ISO-8601 instants as text: they sort and compare the same way in both dialects. */
export const timestamp = () => text();
export const createdAt = () =>
  text()
    .notNull()
    .$defaultFn(() => new Date().toISOString());
export const updatedAt = () =>
  text()
    .notNull()
    .$defaultFn(() => new Date().toISOString())
    .$onUpdateFn(() => new Date().toISOString());

/** Calendar dates as YYYY-MM-DD (the spec's storage format). */
export const date = () => text();
export const bool = () => integer({ mode: 'boolean' });
export const json = <T>() => text({ mode: 'json' }).$type<T>();
export const int = () => integer();
export { text };

/**
 * lower(column): the key of the search indexes. A case-insensitive prefix search is a range on it
 * (`lower(col) >= 'ma' and lower(col) < 'mb'`), which both SQLite and Postgres answer from a b-tree.
 */
export const lowerOf = (column: SQLiteColumn): SQL => sql`lower(${column})`;
