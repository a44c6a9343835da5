import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import { workspaceDataKeys } from '../../api/encryptionKeys';
import { openDatabase, type Database } from '../../db/client';
import { forgetOldDataKeys } from '../../db/dataKeyCheck';
import {
  generateDataKey,
  open,
  parseDataKey,
  registerDataKeys,
  seal,
  type DataKeys,
} from '../../db/dataKeys';
import { resealAll, sealedColumnsOf } from '../../db/resealing';
import { aBorrowerApplication } from '../helpers/builders';
import { liveSettingsEnv, startTestServer, testDialects } from '../helpers/testServer';
import { spawnServer } from '../helpers/serverProcess';

/* Secrets at rest (SECURITY.md §27): bank tokens, second-factor secrets and dates of birth. */

const keys = (current: string, ...old: string[]): DataKeys => ({
  current: parseDataKey(current),
  old: old.map(parseDataKey),
});
const tempFile = () => `file:${join(mkdtempSync(join(tmpdir(), 'relief-keys-')), 'app.db')}`;

/** The stored text of a borrower's date of birth, as the database holds it. */
async function storedDateOfBirth(database: Database, borrowerId: string) {
  const { db, t } = database;
  const [row] = await db
    .select({ stored: sql<string>`${t.borrowers.dateOfBirth}` })
    .from(t.borrowers)
    .where(eq(t.borrowers.id, borrowerId));
  return row.stored;
}

async function aBorrowerBornIn(database: Database, dateOfBirth: string) {
  const { borrower } = await aBorrowerApplication(database, { borrower: { dateOfBirth } });
  await database.withTransaction((tx) =>
    tx.insert(database.t.bankItems).values({
      borrowerId: borrower.id,
      institutionId: 'ins_109508',
      accessToken: 'access-sandbox-ins_109508-0011223344556677',
    }),
  );
  return borrower.id;
}

describe.each(testDialects)('secrets at rest on %s', (dialect) => {
  it('stores sealed bytes, not the plaintext, and reads them back', async () => {
    const server = await startTestServer(dialect);
    try {
      const id = await aBorrowerBornIn(server.database, '1984-09-12');
      const stored = await storedDateOfBirth(server.database, id);
      expect(stored).toMatch(/^v1\.[0-9a-f]{12}\./);
      expect(stored).not.toContain('1984');
      const { db, t } = server.database;
      const [token] = await db
        .select({ stored: sql<string>`${t.bankItems.accessToken}` })
        .from(t.bankItems)
        .where(eq(t.bankItems.borrowerId, id));
      expect(token.stored).not.toContain('access-sandbox');
      const [read] = await db.select().from(t.borrowers).where(eq(t.borrowers.id, id));
      expect(read.dateOfBirth).toBe('1984-09-12');
      const rep = await server.signIn('rep1@example.org');
      const borrower = await rep.data<{ Borrower: { dateOfBirth: string } }>(
        'query($id: ID!) { Borrower(id: $id) { dateOfBirth } }',
        { id },
      );
      expect(borrower.Borrower.dateOfBirth).toBe('1984-09-12');
    } finally {
      await server.close();
    }
  });

  it('opens a date of birth only where it is asked for: the list reads the borrower without it, a read of it refuses', async () => {
    const server = await startTestServer(dialect);
    try {
      const id = await aBorrowerBornIn(server.database, '1979-03-04');
      const { t } = server.database;
      // Sealed under a key this server was never given: opening it throws.
      await server.database.withTransaction((tx) =>
        tx
          .update(t.borrowers)
          .set({ dateOfBirth: sql`'v1.abcdefabcdef.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA'` })
          .where(eq(t.borrowers.id, id)),
      );
      const [application] = await server.database.db
        .select({ id: t.applications.id })
        .from(t.applications)
        .where(eq(t.applications.applicationBorrowerId, id));
      const rep = await server.signIn('rep1@example.org');
      const listed = await rep.data<{
        allApplications: { borrowerEmail: string; borrowerTimeZone: string }[];
      }>(
        'query($ids: [ID]) { allApplications(filter: { ids: $ids }) { borrowerEmail borrowerTimeZone callableNow } }',
        { ids: [application.id] },
      );
      expect(listed.allApplications).toHaveLength(1);
      expect(listed.allApplications[0].borrowerEmail).toContain('@');
      const asked = await rep.gql('query($id: ID!) { Borrower(id: $id) { state dateOfBirth } }', { id });
      expect(asked.body.errors?.[0]?.extensions?.code).toBe('INTERNAL');
      expect(asked.body.data).toEqual({ Borrower: null });
    } finally {
      await server.close();
    }
  });
});

describe('data keys', () => {
  it('seals the same secret differently every time (never one IV twice), and each opens to it', () => {
    const key = parseDataKey(generateDataKey());
    registerDataKeys({ current: key, old: [] });
    // More values than one draw of random bytes holds: IVs are cut from draws of 4 KB.
    const sealed = Array.from({ length: 1000 }, () => seal('1980-02-29', key));
    const ivs = new Set(sealed.map((value) => value.split('.')[2]));
    expect(ivs.size).toBe(sealed.length);
    expect(new Set(sealed.map(open))).toEqual(new Set(['1980-02-29']));
  });

  it('finds every secret column of the schema: tokens, second-factor secrets, dates of birth', async () => {
    const database = await openDatabase(tempFile());
    const names = sealedColumnsOf(database.t).flatMap(({ columns }) => columns.map((c) => c.name));
    expect(names.sort()).toEqual(['accessToken', 'dateOfBirth', 'dateOfBirth', 'sealedCheck', 'secret']);
    await database.close();
  });

  it('reads a row sealed under the old key after a rotation, and the old key is then not needed', async () => {
    const url = tempFile();
    const [oldKey, newKey] = [generateDataKey(), generateDataKey()];
    const before = await openDatabase(url, { dataKeys: keys(oldKey) });
    const id = await aBorrowerBornIn(before, '1970-11-23');
    const sealedBefore = await storedDateOfBirth(before, id);
    await before.close();

    const during = await openDatabase(url, { dataKeys: keys(newKey, oldKey) });
    const { db, t } = during;
    expect((await db.select().from(t.borrowers).where(eq(t.borrowers.id, id)))[0].dateOfBirth).toBe(
      '1970-11-23',
    );
    expect(await resealAll(during)).toBeGreaterThanOrEqual(2);
    expect(await forgetOldDataKeys(during)).toEqual([parseDataKey(oldKey).id]);
    const sealedAfter = await storedDateOfBirth(during, id);
    expect(sealedAfter).toMatch(new RegExp(`^v1\\.${parseDataKey(newKey).id}\\.`));
    expect(sealedAfter).not.toBe(sealedBefore);
    await during.close();

    const after = await openDatabase(url, { dataKeys: keys(newKey) });
    expect(
      (await after.db.select().from(after.t.borrowers).where(eq(after.t.borrowers.id, id)))[0],
    ).toMatchObject({
      dateOfBirth: '1970-11-23',
    });
    await after.close();
  });

  it('stops at start-up with a wrong key, naming the key the data needs and never a value', async () => {
    const url = tempFile();
    const right = generateDataKey();
    const first = await openDatabase(url, { dataKeys: keys(right) });
    await aBorrowerBornIn(first, '1955-01-30');
    await first.close();
    const opening = openDatabase(url, { dataKeys: keys(generateDataKey()) });
    await expect(opening).rejects.toThrow(new RegExp(`sealed under data key ${parseDataKey(right).id}`));
    await expect(opening).rejects.not.toThrow(/1955/);
  });

  it('npm start refuses a wrong DATA_ENCRYPTION_KEY and says why', async () => {
    const url = tempFile();
    const first = await openDatabase(url, { dataKeys: keys(generateDataKey()) });
    await first.close();
    const server = spawnServer({
      // Live ready in every other way, alone, so the wrong key is what stops it.
      ...liveSettingsEnv,
      TRAINING_PORT: 'off',
      DATABASE_URL: url,
      DATA_ENCRYPTION_KEY: generateDataKey(),
      WEB_CONCURRENCY: '1',
    });
    expect(await server.exited).toBe(2);
    expect(server.output()).toMatch(/sealed under data key [0-9a-f]{12}, which was not given/);
  });

  it('the live workspace refuses to start without DATA_ENCRYPTION_KEY; training keeps a key beside its database', () => {
    const live = (config: Parameters<typeof loadConfig>[0]) =>
      workspaceDataKeys(loadConfig(config), { kind: 'live', databaseUrl: undefined });
    expect(() => live({})).toThrow(/DATA_ENCRYPTION_KEY: required/);
    const key = generateDataKey();
    expect(live({ DATA_ENCRYPTION_KEY: key }).current.id).toBe(parseDataKey(key).id);
    const url = tempFile();
    const training = workspaceDataKeys(loadConfig({}), { kind: 'training', databaseUrl: url });
    expect(readFileSync(`${url.slice('file:'.length)}.key`, 'utf8').trim()).toBe(
      training.current.key.toString('base64'),
    );
    expect(workspaceDataKeys(loadConfig({}), { kind: 'training', databaseUrl: url }).current.id).toBe(
      training.current.id,
    );
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'short' })).toThrow(
      /DATA_ENCRYPTION_KEY: must be 32 random bytes/,
    );
  });

  it('never seals training under live’s key: its own key or its key file, whatever live is given', () => {
    const liveKey = generateDataKey();
    const url = tempFile();
    const before = workspaceDataKeys(loadConfig({}), { kind: 'training', databaseUrl: url });
    // Live's key set after training first started (the Quick start, then going live): training keeps its own.
    const after = workspaceDataKeys(loadConfig({ DATA_ENCRYPTION_KEY: liveKey }), {
      kind: 'training',
      databaseUrl: url,
    });
    expect(after.current.id).toBe(before.current.id);
    expect(after.current.id).not.toBe(parseDataKey(liveKey).id);

    const trainingKey = generateDataKey();
    const own = workspaceDataKeys(
      loadConfig({ DATA_ENCRYPTION_KEY: liveKey, TRAINING_DATA_ENCRYPTION_KEY: trainingKey }),
      { kind: 'training', databaseUrl: 'postgres://relief@127.0.0.1/training' },
    );
    expect(own.current.id).toBe(parseDataKey(trainingKey).id);
    expect(() =>
      workspaceDataKeys(loadConfig({ DATA_ENCRYPTION_KEY: liveKey, TRAINING_DATA_ENCRYPTION_KEY: liveKey }), {
        kind: 'training',
        databaseUrl: url,
      }),
    ).toThrow(/TRAINING_DATA_ENCRYPTION_KEY: must differ from DATA_ENCRYPTION_KEY/);
    expect(() =>
      workspaceDataKeys(loadConfig({ DATA_ENCRYPTION_KEY: liveKey }), {
        kind: 'training',
        databaseUrl: 'postgres://relief@127.0.0.1/training',
      }),
    ).toThrow(/TRAINING_DATA_ENCRYPTION_KEY: required for a training database on PostgreSQL/);
  });

  it('seals the plain secrets of a database from before encryption when it is first opened', async () => {
    const url = tempFile();
    const database = await openDatabase(url);
    const id = await aBorrowerBornIn(database, '1962-06-01');
    const { t } = database;
    // As a database written before encryption: plain text, and never checked.
    await database.withTransaction(async (tx) => {
      await tx.run(sql`update ${t.borrowers} set date_of_birth = '1962-06-01' where id = ${id}`);
      await tx.run(sql`delete from ${t.dataKeyChecks}`);
    });
    await database.close();
    const reopened = await openDatabase(url);
    expect(await storedDateOfBirth(reopened, id)).toMatch(/^v1\./);
    expect(
      (await reopened.db.select().from(reopened.t.borrowers).where(eq(reopened.t.borrowers.id, id)))[0]
        .dateOfBirth,
    ).toBe('1962-06-01');
    await reopened.close();
  });
});
