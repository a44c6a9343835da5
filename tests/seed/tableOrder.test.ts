import { getTableConfig as sqliteConfig } from 'drizzle-orm/sqlite-core';
import { getTableConfig as pgConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Tables } from '../../db/client';
import * as pgTables from '../../db/schema/pg';
import * as sqliteTables from '../../db/schema/sqlite';
import { seededTables, tableCode } from '../../seed/ids';
import { insertOrder, parentsFirst } from '../../seed/rows';

/*
 * The seed's registries come from the schema (seed/rows.ts, seed/ids.ts): the insert order from the
 * foreign keys, each table's id code from its name or the code its ids were first written with.
 */

const sqlNameOf = (tables: Record<string, unknown>, table: unknown) =>
  Object.keys(tables).find((key) => tables[key] === table);

describe("the seed's insert order", () => {
  it('writes every seeded table once, after each seeded table its foreign keys point at, on both dialects', () => {
    expect([...insertOrder].sort()).toEqual([...seededTables].sort());
    const late: string[] = [];
    for (const child of insertOrder) {
      const parents = [
        ...sqliteConfig(sqliteTables[child]).foreignKeys.map((k) =>
          sqlNameOf(sqliteTables, k.reference().foreignTable),
        ),
        ...pgConfig((pgTables as unknown as Record<string, PgTable>)[child]).foreignKeys.map((k) =>
          sqlNameOf(pgTables, k.reference().foreignTable),
        ),
      ];
      for (const parent of parents) {
        if (parent === undefined || parent === child || !insertOrder.includes(parent as never)) continue;
        if (insertOrder.indexOf(parent as never) > insertOrder.indexOf(child))
          late.push(`${child} before its parent ${parent}`);
      }
    }
    expect(late).toEqual([]);
  });

  it('puts a parent first whatever order the tables are listed in', () => {
    const order = parentsFirst(
      ['debtScores', 'riskScores', 'creditReports'],
      sqliteTables as unknown as Tables,
    );
    expect(order).toEqual(['creditReports', 'riskScores', 'debtScores']);
  });
});

describe("the seeded ids' table codes", () => {
  it('gives each seeded table its own four hex digits, those of tables seeded before unchanged', () => {
    const codes = seededTables.map(tableCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{4}$/);
    // Ids already written in databases keep their codes: a reset and a later load find them by it.
    expect([tableCode('users'), tableCode('borrowers'), tableCode('auditLog')]).toEqual([
      '0001',
      '0002',
      '0021',
    ]);
  });
});
