import { eq, sql } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';

/** The SQLite read connection keeps its compiled statements (db/client.ts): reuse must not leak modes. */
describe('kept statements of the SQLite read connection', () => {
  let database: Database;

  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'relief-kept-')), 'kept.db');
    database = await openDatabase(`file:${file}`);
  });
  afterAll(() => database?.close());

  it('answers the same statement as rows, then as objects, then as rows again', async () => {
    const { db } = database;
    const query = sql`select 1 as "one", 'a' as "letter"`;
    expect(await db.values(query)).toEqual([[1, 'a']]);
    expect(await db.all(query)).toEqual([{ one: 1, letter: 'a' }]);
    expect(await db.get(query)).toEqual({ one: 1, letter: 'a' });
    expect(await db.values(query)).toEqual([[1, 'a']]);
  });

  it('sees what a transaction committed after the statement was kept', async () => {
    const { db, t } = database;
    const kept = () =>
      db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'kept@example.org'));
    expect(await kept()).toEqual([]);
    await database.withTransaction((tx) =>
      tx.insert(t.users).values({ email: 'kept@example.org', name: 'Kept', passwordHash: 'x' }),
    );
    expect(await kept()).toHaveLength(1);
  });
});
