import { asc, inArray } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../api/logger';
import { insertEncoded, rowEncoder, type EncodedRows } from '../../db/bulk';
import { openDatabase, type Database, type Tables } from '../../db/client';
import { generateDataKey, parseDataKey } from '../../db/dataKeys';
import { insertOrder } from '../../seed/rows';
import { seedBorrowers } from '../../seed/seedBorrowers';
import { postgresForBlock } from '../helpers/postgresDescribe';
import { freshDatabaseUrl } from '../helpers/testServer';

/*
 * Large loads on Postgres go through `COPY … FROM STDIN` (db/bulk.ts), on the pooled connection of
 * the load's transaction, which names its statements (db/namedStatements.ts). What they write is
 * read back through the product's own columns and compared with what the ordinary inserts write:
 * SQLite's parameterized statements for a whole demo load, drizzle's insert for awkward text.
 */

const anchor = new Date('2025-03-15T15:00:00.000Z');
const logger = createLogger('silent');
const dataKeys = () => ({ current: parseDataKey(generateDataKey()), old: [] });

/**
 * Every seeded table as the product reads it, in id order. Staff accounts are made at random on each
 * database: their rows are left out and their ids, wherever they appear, read as their e-mails. The
 * borrowers' password hash is salted, so left out too.
 */
async function seededData(database: Database): Promise<Record<string, unknown[]>> {
  const { db, t } = database;
  const staff = new Map(
    (
      await db
        .select({ id: t.users.id, email: t.users.email })
        .from(t.users)
        .where(inArray(t.users.id, db.select({ id: t.userGroups.userId }).from(t.userGroups)))
    ).map((s) => [s.id, s.email]),
  );
  const named = (value: unknown): unknown => {
    if (typeof value === 'string') return staff.get(value) ?? value;
    if (Array.isArray(value)) return value.map(named);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, named(v)]));
    return value;
  };
  const out: Record<string, unknown[]> = {};
  for (const name of insertOrder) {
    const table = t[name] as Tables['users'];
    const rows = (await db.select().from(table).orderBy(asc(table.id))) as Record<string, unknown>[];
    out[name] = rows
      .filter((row) => !staff.has(row.id as string))
      .map(({ passwordHash: _hash, ...row }) => named(row));
  }
  return out;
}

describe('large loads through COPY on Postgres', () => {
  const { opened } = postgresForBlock();
  const open = async (url: string) => {
    const database = await openDatabase(url, { dataKeys: dataKeys() });
    opened.push(database);
    return database;
  };

  it('loads the same demo data as SQLite writes, sealed fields readable, through the pool', async () => {
    const options = { borrowers: 40, seed: 11, now: anchor, staffPassword: 'Passw0rd!demo', chunkSize: 15 };
    const postgres = await open(await freshDatabaseUrl('postgres'));
    const sqlite = await open(`file:${join(mkdtempSync(join(tmpdir(), 'relief-copy-')), 'seed.db')}`);
    const [viaCopy, viaInserts] = await Promise.all([
      seedBorrowers(postgres, logger, options),
      seedBorrowers(sqlite, logger, options),
    ]);
    expect(viaCopy.rows).toEqual(viaInserts.rows);
    const [copied, inserted] = [await seededData(postgres), await seededData(sqlite)];
    expect(copied.borrowers).toHaveLength(viaInserts.rows.borrowers);
    expect(copied.bankTransactions.length).toBeGreaterThan(100);
    // Sealed at rest, read back opened: a date of birth as the borrower gave it.
    expect(
      (copied.borrowers as { dateOfBirth: string | null }[]).filter((b) =>
        /^\d{4}-\d{2}-\d{2}$/.test(b.dateOfBirth ?? ''),
      ).length,
    ).toBeGreaterThan(0);
    for (const table of insertOrder)
      expect({ table, rows: copied[table] }).toEqual({ table, rows: inserted[table] });
  });

  it('keeps text COPY would misread (tabs, new lines, backslashes, \\N) and nulls apart', async () => {
    const database = await open(await freshDatabaseUrl('postgres'));
    const { t } = database;
    const awkward = ['a\tb', 'line\nnext\r\n', 'C:\\path\\N', '\\N', '', 'ñandú “quoted” 🙂'];
    const entries = (prefix: string) =>
      awkward.map((text, i) => ({
        id: `${prefix}0000000-0000-4000-8000-00000000000${i}`,
        actorId: null,
        action: text,
        entity: 'application',
        entityId: text || 'none',
        applicationId: i % 2 ? null : text,
        before: i % 2 ? null : { text, list: [text, null, true, 12.5] },
        after: { text },
        createdAt: anchor.toISOString(),
      }));
    const encoder = rowEncoder(t.auditLog);
    const rows: EncodedRows = { table: encoder.table, columns: encoder.columns, values: [] };
    for (const entry of entries('a')) encoder.encodeInto(entry, rows.values);
    await database.withTransaction((tx) => insertEncoded(database, tx, rows));
    await database.db.insert(t.auditLog).values(entries('b'));
    const read = await database.db.select().from(t.auditLog).orderBy(asc(t.auditLog.id));
    const withoutId = (prefix: string) =>
      read.filter((row) => row.id.startsWith(prefix)).map(({ id: _id, ...row }) => row);
    expect(withoutId('a')).toHaveLength(awkward.length);
    expect(withoutId('a')).toEqual(withoutId('b'));
  });

  it('leaves nothing behind when a load fails part-way, and the connection serves on', async () => {
    const database = await open(await freshDatabaseUrl('postgres'));
    const { t } = database;
    const encoder = rowEncoder(t.auditLog);
    const rows: EncodedRows = { table: encoder.table, columns: encoder.columns, values: [] };
    const entry = (id: string) => ({
      id,
      action: 'note',
      entity: 'application',
      entityId: 'x',
      createdAt: anchor.toISOString(),
    });
    // The same id twice: the server refuses the COPY's second row.
    encoder.encodeInto(entry('c0000000-0000-4000-8000-000000000001'), rows.values);
    encoder.encodeInto(entry('c0000000-0000-4000-8000-000000000001'), rows.values);
    await expect(database.withTransaction((tx) => insertEncoded(database, tx, rows))).rejects.toThrow(
      /duplicate key/,
    );
    expect(await database.db.select().from(t.auditLog)).toEqual([]);
    await database.db.insert(t.auditLog).values(entry('c0000000-0000-4000-8000-000000000002'));
    expect(await database.db.select({ id: t.auditLog.id }).from(t.auditLog)).toHaveLength(1);
  });
});
