import type BetterSqlite3 from 'better-sqlite3';
import type { Pool } from 'pg';
import { pageOfApplications } from '../api/data/applicationList';
import type { ListArgs } from '../api/data/listQuery';
import { openDatabase } from '../db/client';
import { benchDataKeys, type SeededDatabase } from './seedCache';
import { latencyOf, timeRepeatedly, type Latency } from './stats';

/*
 * The list's one statement alone: the SQL text and values the data function sends, run through the
 * driver (SQLite's statement kept prepared, Postgres's named, as the server's are), with no query
 * building and no row mapping. The data function's time less this is drizzle's work in the process
 * (building the statement, mapping its rows: the API pays it on every list too), and the noise of two
 * figures timed one after the other.
 */
export async function statementOnly(
  seed: SeededDatabase,
  args: ListArgs,
  now: Date,
  durationMs: number,
): Promise<Latency> {
  const sent: { query: string; params: unknown[] }[] = [];
  const database = await openDatabase(seed.url, {
    ...(seed.dialect === 'postgres' ? { dataKeys: benchDataKeys() } : {}),
    onQuery: (query, params) => void sent.push({ query, params }),
  });
  try {
    // Opening ran statements of its own (migrations, the workspace's claim): only the list's count.
    sent.length = 0;
    await pageOfApplications(database, args, now);
    if (sent.length !== 1) throw new Error(`the list sent ${sent.length} statements, not one`);
    const [{ query, params }] = sent;
    const { $client } = database.db as unknown as { $client: BetterSqlite3.Database | Pool };
    const run =
      database.dialect === 'sqlite'
        ? runSqlite($client as BetterSqlite3.Database, query, params)
        : () => ($client as Pool).query({ text: query, values: params, rowMode: 'array' });
    return latencyOf(await timeRepeatedly(run, durationMs));
  } finally {
    await database.close();
  }
}

/** SQLite's statement prepared once, as the server keeps it, its rows as arrays. */
function runSqlite(client: BetterSqlite3.Database, query: string, params: unknown[]) {
  const statement = client.prepare(query).raw(true);
  return () => statement.all(...params);
}
