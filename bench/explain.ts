import { parseArgs } from 'node:util';
import {
  countApplications,
  listApplications,
  narrowsToFew,
  pageOfApplications,
} from '../api/data/applicationList';
import type { ListArgs } from '../api/data/listQuery';
import { openDatabase, type Database } from '../db/client';
import { listArgsOf, queueOpened, summarySearch, userIdOf } from './queries';
import { benchDataKeys, seededDatabase } from './seedCache';

/*
 * `npm run bench:explain -- --database postgres://… [--borrowers N]`: the plans of the statements the
 * console's list and the Borrower Queue run (the console's own filters, bench/queries.ts), each through
 * EXPLAIN (ANALYZE, BUFFERS) on the bench's seeded Postgres database (seeded first when missing).
 * The statements are captured as the data functions the resolvers call send them.
 */

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    borrowers: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
  },
});
const print = (line: string) => process.stdout.write(`${line}\n`);

/** The statements a list runs, as the resolvers run it (one pass for a search, else page and count). */
async function statementsOf(database: Database, args: ListArgs, now: Date, captured: [string, unknown[]][]) {
  captured.length = 0;
  if (narrowsToFew(args.filter)) await pageOfApplications(database, args, now);
  else {
    await listApplications(database, args, now);
    await countApplications(database, args, now);
  }
  return [...captured];
}

async function main() {
  if (!values.database?.startsWith('postgres')) throw new Error('give --database postgres://…');
  const seed = await seededDatabase({
    databaseUrl: values.database,
    seed: Number(values.seed),
    borrowers: Number(values.borrowers),
    workers: 1,
    fresh: false,
    log: print,
  });
  const captured: [string, unknown[]][] = [];
  const database = await openDatabase(seed.url, {
    dataKeys: benchDataKeys(),
    onQuery: (query, params) => captured.push([query, params]),
  });
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: seed.url });
  await client.connect();
  try {
    const now = new Date(seed.anchorIso);
    const lists: [string, ListArgs][] = [
      ["The console's list (bench/queries.ts summarySearch)", listArgsOf(summarySearch(seed.anchorIso))],
      [
        'The Borrower Queue (rep1@example.org)',
        listArgsOf(queueOpened(await userIdOf(database, 'rep1@example.org'))),
      ],
    ];
    print(`${seed.borrowers.toLocaleString('en-US')} borrowers, ${seed.url.replace(/\/\/[^@]*@/, '//')}`);
    for (const [name, args] of lists) {
      const statements = await statementsOf(database, args, now, captured);
      for (const [query, params] of statements) {
        // Run twice: the first warms the cache as the bench's repeated requests do; the second is shown.
        await client.query(`explain (analyze, buffers) ${query}`, params);
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${query}`,
          params,
        );
        print(`\n### ${name}\n\n${query}\n${JSON.stringify(params)}\n`);
        for (const row of rows) print(row['QUERY PLAN']);
      }
    }
  } finally {
    await client.end();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
