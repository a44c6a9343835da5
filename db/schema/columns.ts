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

/*
 * The search's words (docs/decisions/0162-search-every-part-of-a-name.md). Written only with functions
 * both engines have and mean alike (lower, replace, ltrim, substr), so one expression is the key of
 * an index on either engine and the data layer asks for it by the same text. A name is lower case,
 * without apostrophes ('O'Brien' is 'obrien'), hyphens and dots between its words ('Smith-Jones' is
 * 'smith jones'); its second and third words are what is left after the first one or two.
 */

/** What makes up a word of a name (accents are already off the application's copies). */
const wordLetters = `'abcdefghijklmnopqrstuvwxyz0123456789'`;
/** What makes up an e-mail's part before the '@'. */
const localPartLetters = `'abcdefghijklmnopqrstuvwxyz0123456789._+-'`;

/** A name as its words: 'José Ángel' (stored 'Jose Angel') is 'jose angel', O'Brien is 'obrien'. */
export const nameWordsOf = (column: SQLiteColumn | SQL): SQL =>
  sql`replace(replace(replace(replace(lower(${column}), '''', ''), '’', ''), '-', ' '), '.', ' ')`;

/** The words after the first one: 'maria jose' → 'jose'; '' for a one-word name. */
export const laterWordsOf = (words: SQL): SQL => sql`ltrim(ltrim(${words}, ${sql.raw(wordLetters)}), ' ')`;

/** An e-mail's domain: 'dana.k@example.com' → 'example.com'. */
export const emailDomainOf = (column: SQLiteColumn): SQL =>
  sql`ltrim(ltrim(lower(${column}), ${sql.raw(localPartLetters)}), '@')`;

/** A stored phone's last seven digits as it holds them: '302-555-0190' → '555-0190'. */
export const phoneLocalOf = (column: SQLiteColumn): SQL => sql`substr(${column}, 5)`;

/** A name's first word onwards, second word onwards and third word onwards: each searched by its start. */
export function searchedWords(column: SQLiteColumn): [SQL, SQL, SQL] {
  const first = nameWordsOf(column);
  const second = laterWordsOf(first);
  return [first, second, laterWordsOf(second)];
}
