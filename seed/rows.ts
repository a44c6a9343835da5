import { rowCountOf, rowEncoder, type EncodedRows, type RowEncoder } from '../db/bulk';
import type { Tables } from '../db/client';
import { getTableConfig } from 'drizzle-orm/sqlite-core';
import * as sqliteTables from '../db/schema/sqlite';
import { seededTables, type SeededTable } from './ids';

export type Insert<K extends SeededTable> = Tables[K]['$inferInsert'];

/**
 * The seeded tables with parents before children, so every foreign key points at a row already
 * written: read from the schema's foreign keys (a table referring to itself does not count), ties
 * kept in the order given. A cycle would have no such order and stops here.
 */
export function parentsFirst(tables: readonly SeededTable[], schema: Tables): SeededTable[] {
  const keyOf = new Map<unknown, SeededTable>(tables.map((table) => [schema[table], table]));
  const parents = new Map(
    tables.map((table) => [
      table,
      getTableConfig(schema[table])
        .foreignKeys.map((key) => keyOf.get(key.reference().foreignTable))
        .filter((parent): parent is SeededTable => parent !== undefined && parent !== table),
    ]),
  );
  const ordered: SeededTable[] = [];
  while (ordered.length < tables.length) {
    const next = tables.find(
      (table) => !ordered.includes(table) && parents.get(table)!.every((parent) => ordered.includes(parent)),
    );
    if (!next) {
      const left = tables.filter((table) => !ordered.includes(table));
      throw new Error(`seed: the foreign keys of ${left.join(', ')} form a cycle`);
    }
    ordered.push(next);
  }
  return ordered;
}

/** Parents before children (`parentsFirst`), from the canonical schema: both dialects have its keys. */
export const insertOrder: readonly SeededTable[] = parentsFirst(
  seededTables,
  sqliteTables as unknown as Tables,
);

export type Encoders = { [K in SeededTable]: RowEncoder<Tables[K]> };

/** `tables` are the dialect's (database.t): booleans, JSON and money are encoded as it stores them. */
export function encodersFor(tables: Tables): Encoders {
  return Object.fromEntries(
    insertOrder.map((table) => [table, rowEncoder(tables[table])]),
  ) as unknown as Encoders;
}

/**
 * A chunk's rows, encoded for the driver as they are made: a row object lives only until it is
 * encoded, which keeps the garbage collector's work (a fifth of the run otherwise) small.
 */
export class ChunkRows {
  private readonly byTable = new Map<SeededTable, EncodedRows>();

  constructor(private readonly encoders: Encoders) {}

  push<K extends SeededTable>(table: K, row: Insert<K>): void {
    let rows = this.byTable.get(table);
    if (!rows) {
      const encoder = this.encoders[table];
      this.byTable.set(table, (rows = { table: encoder.table, columns: encoder.columns, values: [] }));
    }
    (this.encoders[table] as RowEncoder<Tables[K]>).encodeInto(row, rows.values);
  }

  /** Takes `other`'s rows after its own (a tree drawn apart, seed/borrowerTree.ts's drawFeaturedTree). */
  append(other: ChunkRows): void {
    for (const [table, rows] of other.byTable) {
      const mine = this.byTable.get(table);
      if (!mine) this.byTable.set(table, { ...rows, values: [...rows.values] });
      else for (const value of rows.values) mine.values.push(value);
    }
  }

  count(table: SeededTable): number {
    const rows = this.byTable.get(table);
    return rows ? rowCountOf(rows) : 0;
  }

  /** Non-empty tables, in insert order. */
  encoded(): EncodedRows[] {
    return insertOrder
      .map((table) => this.byTable.get(table))
      .filter((rows): rows is EncodedRows => rows !== undefined);
  }
}
