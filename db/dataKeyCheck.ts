import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { DataKeyError, open } from './dataKeys';
import { resealAll } from './resealing';

const checkText = 'relief data key check';

/**
 * Run as a database opens (SECURITY.md §27: a wrong key stops start-up). Every key the database has
 * sealed values under must be among the keys given, and must open its check value; a database that
 * has never been checked (new, or from before encryption) has its plain secrets sealed first.
 */
export async function checkDataKeys(database: Database): Promise<void> {
  const { db, t, dataKeys } = database;
  const given = new Set([dataKeys.current.id, ...dataKeys.old.map((k) => k.id)]);
  const rows = await db
    .select({ keyId: t.dataKeyChecks.keyId, sealedCheck: sql<string>`${t.dataKeyChecks.sealedCheck}` })
    .from(t.dataKeyChecks);
  for (const row of rows) {
    if (!given.has(row.keyId))
      throw new DataKeyError(
        `This database holds secrets sealed under data key ${row.keyId}, which was not given: ` +
          'start with that key as DATA_ENCRYPTION_KEY (or in DATA_ENCRYPTION_OLD_KEYS while rotating).',
      );
    if (open(row.sealedCheck) !== checkText)
      throw new DataKeyError(`data key ${row.keyId} does not open its check`);
  }
  if (rows.some((row) => row.keyId === dataKeys.current.id)) return;
  if (rows.length === 0) await resealAll(database, (table) => table === t.dataKeyChecks);
  await database.withTransaction((tx) =>
    tx
      .insert(t.dataKeyChecks)
      .values({ keyId: dataKeys.current.id, sealedCheck: checkText })
      .onConflictDoNothing(),
  );
}

/** After a rotation: the keys no longer holding any value are forgotten by the database. */
export async function forgetOldDataKeys(database: Database): Promise<string[]> {
  const { t, dataKeys } = database;
  const rows = await database.db.select({ keyId: t.dataKeyChecks.keyId }).from(t.dataKeyChecks);
  const old = rows.map((r) => r.keyId).filter((id) => id !== dataKeys.current.id);
  if (old.length)
    await database.withTransaction((tx) =>
      tx.delete(t.dataKeyChecks).where(sql`${t.dataKeyChecks.keyId} <> ${dataKeys.current.id}`),
    );
  return old;
}
