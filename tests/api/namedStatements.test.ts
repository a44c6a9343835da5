import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { generateDataKey, parseDataKey } from '../../db/dataKeys';
import { keptPerConnection, nameStatements } from '../../db/namedStatements';
import { postgresForBlock } from '../helpers/postgresDescribe';
import { freshDatabaseUrl } from '../helpers/testServer';

/*
 * On Postgres each pooled connection keeps the statements it runs parsed (db/namedStatements.ts):
 * what Postgres itself lists in pg_prepared_statements for the connection, read on that connection.
 */

interface Prepared extends Record<string, unknown> {
  name: string;
  statement: string;
}

describe('statements kept parsed per Postgres connection', () => {
  const { opened, url } = postgresForBlock();

  /** A database whose pool has one connection, so every statement below runs on it. */
  const oneConnection = async (namedStatements?: boolean) => {
    const database = await openDatabase(await freshDatabaseUrl('postgres'), {
      poolSize: 1,
      namedStatements,
      dataKeys: { current: parseDataKey(generateDataKey()), old: [] },
    });
    opened.push(database);
    const listOfStaff = () => database.db.select({ email: database.t.users.email }).from(database.t.users);
    const prepared = async () =>
      (
        await (database.db as unknown as NodePgDatabase).execute<Prepared>(
          sql`select name, statement from pg_prepared_statements where statement = 'select "email" from "users"'`,
        )
      ).rows;
    return { listOfStaff, prepared };
  };

  it('parses a statement once per connection, however often it runs', async () => {
    const { listOfStaff, prepared } = await oneConnection();
    await listOfStaff();
    await listOfStaff();
    await listOfStaff();
    const kept = await prepared();
    expect(kept).toHaveLength(1);
    expect(kept[0].name).toMatch(/^s_/);
    expect(kept[0].statement).toBe('select "email" from "users"');
  });

  it('keeps none when switched off (DATABASE_NAMED_STATEMENTS=false)', async () => {
    const { listOfStaff, prepared } = await oneConnection(false);
    await listOfStaff();
    await listOfStaff();
    expect(await prepared()).toEqual([]);
  });

  it('keeps at most so many on a connection and still runs the rest, unnamed', async () => {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      nameStatements(client);
      for (let n = 0; n < keptPerConnection + 20; n++) {
        const { rows } = await client.query<{ n: number }>({
          text: `select $1::int + ${n} as n`,
          values: [1],
        });
        expect(rows[0].n).toBe(n + 1);
      }
      // The first, run again, answers from its kept statement.
      expect(
        (await client.query<{ n: number }>({ text: 'select $1::int + 0 as n', values: [41] })).rows,
      ).toEqual([{ n: 41 }]);
      const { rows } = await client.query<{ kept: string }>(
        'select count(*) as kept from pg_prepared_statements',
      );
      expect(Number(rows[0].kept)).toBe(keptPerConnection);
    } finally {
      await client.end();
    }
  });

  it('passes a COPY through as given, its stream behind it', async () => {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      nameStatements(client);
      await client.query('create temporary table copied (n int, word text)');
      const copy = client.query(copyFrom('copy copied (n, word) from stdin'));
      copy.end('1\tone\n2\ttwo\n');
      await finished(copy);
      const { rows } = await client.query<{ n: number; word: string }>(
        'select n, word from copied order by n',
      );
      expect(rows).toEqual([
        { n: 1, word: 'one' },
        { n: 2, word: 'two' },
      ]);
    } finally {
      await client.end();
    }
  });
});
