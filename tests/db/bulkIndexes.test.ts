import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../api/logger';
import { withIndexesBuiltAfter } from '../../db/bulkIndexes';
import type { Database, Db } from '../../db/client';
import { seedBorrowers } from '../../seed/seedBorrowers';
import { openFreshDatabase, staffPassword, testDialects } from '../helpers/testServer';
import { invariantViolations, loadTables } from '../seed/invariants';

/*
 * A load into an empty database builds its tables' secondary indexes and foreign keys after the
 * rows, in the load's own transaction (db/bulkIndexes.ts): the schema after it must be the schema
 * before it, a failure must leave neither rows nor a missing index behind, and a database that holds
 * borrowers must never be loaded that way.
 */

const tables = ['users', 'verification_codes'];
const anchor = new Date('2026-03-02T15:00:00.000Z');
const logger = createLogger('silent');

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await (db as unknown as { all?: (q: typeof query) => Promise<T[]> }).all?.(query);
  if (result) return result;
  return (await (db as unknown as { execute(q: typeof query): Promise<{ rows: T[] }> }).execute(query)).rows;
}

/** Every index and foreign key of the schema, as the engine would make them again. */
async function schemaOf(database: Database, db: Db = database.db): Promise<string[]> {
  if (database.dialect === 'sqlite') {
    const indexes = await rowsOf<{ sql: string }>(
      db,
      sql`select sql from sqlite_master where type = 'index' and sql is not null order by name`,
    );
    return indexes.map((x) => x.sql);
  }
  const indexes = await rowsOf<{ def: string }>(
    db,
    sql`select indexdef as def from pg_indexes where schemaname = current_schema() order by indexname`,
  );
  const keys = await rowsOf<{ def: string }>(
    db,
    sql`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as def
      from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace order by 1`,
  );
  return [...indexes.map((x) => x.def), ...keys.map((x) => x.def)];
}

/** The engine's own words: drizzle wraps a failed Postgres statement, its cause says why. */
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => 'no failure',
    (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`,
  );

const secondary = (schema: string[]) =>
  schema.filter((line) => /verification_codes_user_idx|verification_codes_user_id_users_id_fk/.test(line));

describe.each(testDialects)('a bulk load with its indexes built after on %s', (dialect) => {
  let database: Database;
  let before: string[];

  beforeAll(async () => {
    database = await openFreshDatabase(dialect);
    before = await schemaOf(database);
  });
  afterAll(() => database?.close());

  const codeFor = (userId: string) => ({
    userId,
    codeHash: 'hash',
    purpose: 'signIn',
    expiresAt: new Date(anchor.getTime() + 600_000).toISOString(),
  });

  it('drops the tables’ secondary indexes (on Postgres their foreign keys too) while it loads, and makes the same ones after', async () => {
    expect(secondary(before)).toHaveLength(dialect === 'sqlite' ? 1 : 2);
    const { t } = database;
    const during = await withIndexesBuiltAfter(database, tables, async (tx) => {
      const [user] = await tx
        .insert(t.users)
        .values({ email: 'bulk@example.org', passwordHash: 'hash' })
        .returning({ id: t.users.id });
      await tx.insert(t.verificationCodes).values(codeFor(user.id));
      return schemaOf(database, tx);
    });
    expect(secondary(during)).toEqual([]);
    expect(await schemaOf(database)).toEqual(before);
    const [{ n }] = await database.db
      .select({ n: count() })
      .from(t.verificationCodes)
      .innerJoin(t.users, eq(t.users.id, t.verificationCodes.userId))
      .where(eq(t.users.email, 'bulk@example.org'));
    expect(Number(n)).toBe(1);
  });

  it('rolls the whole load back when a row points at a missing parent, and the key holds again after', async () => {
    const { t } = database;
    const load = withIndexesBuiltAfter(database, tables, async (tx) => {
      await tx.insert(t.users).values({ email: 'orphan-load@example.org', passwordHash: 'hash' });
      await tx.insert(t.verificationCodes).values(codeFor('no-such-user'));
    });
    await expect(load).rejects.toThrow();
    expect(
      await database.db.select().from(t.users).where(eq(t.users.email, 'orphan-load@example.org')),
    ).toEqual([]);
    expect(await schemaOf(database)).toEqual(before);
    expect(
      await failureOf(
        database.withTransaction((tx) => tx.insert(t.verificationCodes).values(codeFor('no-such-user'))),
      ),
    ).toMatch(/foreign key/i);
  });

  it('rolls the rows and the dropped indexes back together when the load fails part-way', async () => {
    const { t } = database;
    const load = withIndexesBuiltAfter(database, tables, async (tx) => {
      await tx.insert(t.users).values({ email: 'half@example.org', passwordHash: 'hash' });
      throw new Error('the generator failed');
    });
    await expect(load).rejects.toThrow('the generator failed');
    expect(await database.db.select().from(t.users).where(eq(t.users.email, 'half@example.org'))).toEqual([]);
    expect(await schemaOf(database)).toEqual(before);
  });
});

/*
 * A demo-data load stopped part-way (a server shutting down): an empty database's load is one
 * transaction, so nothing of it stays; a load into a database with borrowers (the console's) commits
 * each chunk, so the whole chunks before the stop stay, and no reader waits behind a whole load.
 */
describe.each(testDialects)('a demo-data load stopped part-way on %s', (dialect) => {
  let database: Database;

  beforeAll(async () => {
    database = await openFreshDatabase(dialect);
  });
  afterAll(() => database?.close());

  const borrowerCount = async () => {
    const { db, t } = database;
    const [{ n }] = await db.select({ n: count() }).from(t.borrowers);
    return Number(n);
  };

  /** Loads 30 borrowers in chunks of 10, stopped after `stopAfter` of them when given. */
  const load = (stopAfter?: number) => {
    const stop = new AbortController();
    return seedBorrowers(database, logger, {
      borrowers: 30,
      seed: 11,
      now: anchor,
      staffPassword,
      chunkSize: 10,
      indexesAfter: true,
      signal: stop.signal,
      onProgress: ({ done }) => {
        if (done === stopAfter) stop.abort(new Error('shutting down'));
      },
    });
  };

  it('leaves nothing of an empty database’s load stopped after two chunks of three, and its schema whole', async () => {
    const schema = await schemaOf(database);
    await expect(load(20)).rejects.toThrow('shutting down');
    expect(await borrowerCount()).toBe(0);
    expect(await schemaOf(database)).toEqual(schema);
  });

  it('loads an empty database whole, keeping every rule, then keeps the whole chunks of a later load that stopped', async () => {
    const schema = await schemaOf(database);
    await load();
    const first = await borrowerCount();
    expect(first).toBeGreaterThanOrEqual(30);
    expect(await schemaOf(database)).toEqual(schema);
    expect(invariantViolations(await loadTables(database), anchor)).toEqual([]);
    await expect(load(20)).rejects.toThrow('shutting down');
    expect(await borrowerCount()).toBe(first + 20);
    expect(invariantViolations(await loadTables(database), anchor)).toEqual([]);
  });
});
