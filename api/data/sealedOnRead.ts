import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { open } from '../../db/dataKeys';
import { isSealed } from '../../db/resealing';

/*
 * A secret at rest (a date of birth, a bank access token: db/dataKeys.ts) opened when it is read, not
 * when its row is. The loaders read whole rows: the list's calling hours read the borrower's state and
 * ZIP, and opening the date of birth beside them cost an AES-GCM open a row that no one asked for
 * (docs/decisions/0203-secrets-opened-when-read.md). A value that does not open still refuses, in the
 * field that reads it.
 */

interface KeyedSelection {
  /** The table's columns, its sealed ones as stored (no mapping opens them). */
  fields: Record<string, unknown>;
  sealed: string[];
}

const selections = new WeakMap<object, KeyedSelection>();

/** What a keyed read of `table` selects: the same object for the same table, so its statement is kept. */
export function keyedSelection(table: SQLiteTable): KeyedSelection {
  let selection = selections.get(table);
  if (!selection) {
    const fields: Record<string, unknown> = { ...getTableColumns(table) };
    const sealed = Object.entries(getTableColumns(table))
      .filter(([, column]) => isSealed(column))
      .map(([key]) => key);
    for (const key of sealed) fields[key] = sql`${getTableColumns(table)[key]}` as SQL<string | null>;
    selections.set(table, (selection = { fields, sealed }));
  }
  return selection;
}

/** The rows with each sealed value opened on its first read (an assignment replaces it). */
export function openedOnRead<R>(rows: R[], sealed: readonly string[]): R[] {
  if (sealed.length === 0) return rows;
  for (const row of rows as Record<string, unknown>[])
    for (const key of sealed) {
      const stored = row[key] as string | null;
      let opened: string | undefined;
      Object.defineProperty(row, key, {
        enumerable: true,
        configurable: true,
        get: () => (stored === null ? null : (opened ??= open(stored))),
        set: (value: unknown) =>
          Object.defineProperty(row, key, { value, writable: true, enumerable: true, configurable: true }),
      });
    }
  return rows;
}
