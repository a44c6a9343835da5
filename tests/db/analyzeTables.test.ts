import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeTables, executeOn } from '../../db/bulk';
import type { Database } from '../../db/client';
import { createLogger } from '../../api/logger';
import { seedBorrowers } from '../../seed/seedBorrowers';
import { openFreshDatabase, testDialects } from '../helpers/testServer';

/*
 * After a large load (db/bulk.ts analyzeTables): the planner's statistics on every engine and, on
 * Postgres, the loaded tables vacuumed, so the autovacuum does not go over them while they are first
 * used, and their index-only scans read no table pages.
 */
describe.each(testDialects)('the statistics after a load (%s)', (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await openFreshDatabase(dialect);
    await seedBorrowers(database, createLogger('silent'), { borrowers: 30, seed: 2, now: new Date() });
  });
  afterAll(() => database?.close());

  it('gathers the statistics of the loaded tables, and on Postgres vacuums them', async () => {
    await analyzeTables(database);
    if (dialect === 'sqlite') {
      const rows = await database.db.all<{ tbl: string }>(sql`select distinct tbl from sqlite_stat1`);
      expect(rows.map((r) => r.tbl)).toEqual(expect.arrayContaining(['applications', 'borrowers', 'debts']));
      return;
    }
    const { rows } = await executeOn<{ rows: { relname: string; vacuumed: boolean; analyzed: boolean }[] }>(
      database.db,
      sql`select relname, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
          from pg_stat_user_tables where schemaname = current_schema() order by relname`,
    );
    expect(rows.map((row) => row.relname)).toEqual(
      expect.arrayContaining(['applications', 'borrowers', 'debts']),
    );
    // Every table of the schema, each vacuumed on its own (two at a time).
    expect(rows.filter((row) => !row.vacuumed || !row.analyzed)).toEqual([]);
  });
});
