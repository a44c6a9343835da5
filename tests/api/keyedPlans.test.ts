import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedKeysAtMost, rowsByIds } from '../../api/data/batchQueries';
import { insertAccount } from '../../api/data/users';
import { executeOn } from '../../db/bulk';
import type { Database } from '../../db/client';
import { openFreshPostgres, postgresServer, type PostgresServer } from '../helpers/postgresServer';

/*
 * A borrower page reads the debts of its offers, a list the names of its reps: batches of a few ids.
 * Postgres plans such a read once per connection and keeps the plan, as it does a read of one id,
 * instead of planning it in full at every page (docs/decisions/0210).
 */

describe('a batch of keys on PostgreSQL', () => {
  let server: PostgresServer;
  let database: Database;
  const ids: string[] = [];

  beforeAll(async () => {
    server = await postgresServer();
    // One connection: the statements' plans are that connection's, and it is the one asked about them.
    ({ database } = await openFreshPostgres(server, { poolSize: 1 }));
    for (const name of ['Ana', 'Bea', 'Cruz']) {
      ids.push(
        await insertAccount(database.db, database.t, {
          email: `${name.toLowerCase()}@example.org`,
          name,
          passwordHash: 'x',
        }),
      );
    }
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  it('answers each key in order, a batch of three as one of a thousand and more', async () => {
    const { t } = database;
    const named = async (keys: string[]) =>
      (await rowsByIds(database, t.users, keys)).map((user) => user?.name ?? null);
    expect(await named([ids[2], ids[0], ids[1]])).toEqual(['Cruz', 'Ana', 'Bea']);
    expect(await named([ids[1], randomUUID(), ids[1]])).toEqual(['Bea', null, 'Bea']);
    const many = [...ids, ...Array.from({ length: listedKeysAtMost }, () => randomUUID())];
    expect((await named(many)).filter(Boolean)).toEqual(['Ana', 'Bea', 'Cruz']);
  });

  it('keeps one plan of a batch of several ids after its first runs on a connection', async () => {
    const { t } = database;
    for (let run = 0; run < 8; run++) await rowsByIds(database, t.users, [ids[0], ids[1], ids[2]]);
    const { rows } = await executeOn<{ rows: { generic: number; custom: number }[] }>(
      database.db,
      sql`select generic_plans as generic, custom_plans as custom from pg_prepared_statements
        where statement like '%from "users" where "users"."id" in%' and statement not like '%pg_prepared_statements%'`,
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].generic)).toBeGreaterThanOrEqual(2);
  });
});
