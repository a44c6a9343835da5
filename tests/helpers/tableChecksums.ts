import { createHash } from 'node:crypto';
import { getTableName, is, Table } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * A checksum of every row of every table (rows in a fixed order), keyed by table: two equal maps
 * mean the database was not changed, to the byte, between the two readings.
 */
export async function tableChecksums(database: Database): Promise<Record<string, string>> {
  const { db, t } = database;
  const sums: Record<string, string> = {};
  for (const table of Object.values(t)) {
    if (!is(table, Table)) continue;
    const rows = (await db.select().from(table as never)) as unknown[];
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    sums[getTableName(table)] =
      `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return sums;
}
