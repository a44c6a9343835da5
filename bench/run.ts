import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { describeDatabaseUrl } from '../db/client';
import { breakdownOf } from './breakdown';
import { decisionTiming } from './decision';
import { directList } from './direct';
import { load, type LoadRequest } from './load';
import {
  debtListQuery,
  debtSearchArgs,
  listArgs,
  listQuery,
  queueArgs,
  showQuery,
  showVariables,
} from './queries';
import { engineName, reportLines, sideBySideLines, targetsOf, type BenchResults } from './report';
import { startServer } from './server';
import { statementOnly } from './statementOnly';
import { benchStaffPassword, openSeeded, seededDatabase } from './seedCache';

/*
 * `npm run bench [-- --database URL … --borrowers N --seed S --duration SECONDS --fresh]`: seeds (or
 * reuses) a database of N borrowers on each engine given, starts the real server on it, and
 * measures the console's list, the Borrower Queue, a debt search, the show page's tree, /healthz,
 * memory, seeding and the decision engine. `--database` takes `file:` (SQLite, cached in
 * bench/cache/) or a Postgres server's URL, and may be given more than once; SQLite is measured
 * unless `--database` names only other engines and `--without-sqlite` is given. Prints each
 * engine's table, then the engines side by side, and writes bench/results.json. Timings are never
 * asserted: other work on the machine moves them.
 */

const { values } = parseArgs({
  options: {
    database: { type: 'string', multiple: true, default: [] },
    'without-sqlite': { type: 'boolean', default: false },
    borrowers: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    duration: { type: 'string', default: '10' },
    workers: { type: 'string', default: '1' },
    fresh: { type: 'boolean', default: false },
  },
});
const print = (line: string) => process.stdout.write(`${line}\n`);
/** Before each measured run (bench/load.ts `warmUpSeconds`). */
const warmUpSeconds = 2;

/** The engines to measure, SQLite first: the one every figure so far was taken on. */
function databaseUrls(): string[] {
  const given = values.database;
  const hasSqlite = given.some((url) => describeDatabaseUrl(url).dialect === 'sqlite');
  return hasSqlite || values['without-sqlite'] ? given : ['file:', ...given];
}

async function measure(databaseUrl: string): Promise<BenchResults> {
  const startedAt = new Date().toISOString();
  const loadAverageBefore = loadavg();
  const seconds = Number(values.duration);
  const seed = await seededDatabase({
    databaseUrl,
    seed: Number(values.seed),
    borrowers: Number(values.borrowers),
    workers: Number(values.workers),
    fresh: values.fresh,
    log: print,
  });
  print(
    `${engineName(seed.dialect)}: ${seed.borrowers.toLocaleString('en-US')} borrowers, ${seed.rows.toLocaleString('en-US')} rows${seed.cached ? ' (cached)' : ''}`,
  );

  const database = await openSeeded(seed);
  const args = listArgs(seed.anchorIso);
  const queue = await queueArgs(database, 'rep1@example.org');
  const debtSearch = await debtSearchArgs(database);
  const show = await showVariables(database);
  const server = await startServer(seed.url, { SERVER_TIMING: 'true' });
  try {
    const cookie = await server.signIn('rep1@example.org', benchStaffPassword);
    const graphql = (query: string, variables: unknown, headers: Record<string, string> = {}) => ({
      url: `${server.url}/graphql`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', cookie, origin: server.url, ...headers },
      body: JSON.stringify({ query, variables }),
    });
    /** One request first: a failing query stops the bench rather than measuring errors. */
    const probe = async (request: ReturnType<typeof graphql>) => {
      const res = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
      const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
      if (body.errors || !body.data) throw new Error(`a bench query failed: ${JSON.stringify(body.errors)}`);
      const [rows, meta] = Object.values(body.data) as [unknown[], { count: number }];
      return { rows: rows.length, matches: meta.count };
    };
    const list = graphql(listQuery, args);
    const queueList = graphql(listQuery, queue);
    // Typed into the Debts tab of one open borrower page: the console names that page load with
    // X-Page-View (admin/src/readLog/pageView.ts), so its searches are one logged read, not one each.
    const debtList = graphql(debtListQuery, debtSearch, { 'x-page-view': randomUUID() });
    const listProbe = await probe(list);
    print(`List query: ${listProbe.matches} matches, page 3 has ${listProbe.rows} rows`);
    const queueProbe = await probe(queueList);
    print(`Borrower Queue: ${queueProbe.matches} claims, page 1 has ${queueProbe.rows} rows`);
    const debtProbe = await probe(debtList);
    print(`Debt search "${String(debtSearch.filter.q)}": ${debtProbe.matches} matches`);

    print(
      `Measuring (${seconds} s per run, each after ${warmUpSeconds} s of the same requests not measured) …`,
    );
    const run = (request: Omit<LoadRequest, 'durationSeconds' | 'warmUpSeconds'>) =>
      load({ ...request, durationSeconds: seconds, warmUpSeconds });
    const listOne = await run({ ...list, connections: 1 });
    const breakdown = await breakdownOf(list, 300);
    const listFour = await run({ ...list, connections: 4 });
    const healthOne = await run({ url: `${server.url}/healthz`, connections: 1 });
    const healthFour = await run({ url: `${server.url}/healthz`, connections: 4 });
    const showTree = await run({ ...graphql(showQuery, show), connections: 1 });
    const queueOne = await run({ ...queueList, connections: 1 });
    const debtOne = await run({ ...debtList, connections: 1 });
    const memory = server.memory();
    const direct = await directList(database, args, new Date(seed.anchorIso), seconds * 1000);
    const directTwoPasses = await directList(database, args, new Date(seed.anchorIso), seconds * 500, {
      twoPasses: true,
    });
    const statement = await statementOnly(seed, args, new Date(seed.anchorIso), seconds * 500);
    const decision = await decisionTiming(50, Math.min(5, seconds) * 1000);
    const partial: Omit<BenchResults, 'targets'> = {
      startedAt,
      machine: { cpus: availableParallelism(), loadAverageBefore, loadAverageAfter: loadavg() },
      engine: seed.dialect,
      seed,
      list: {
        oneConnection: listOne,
        fourConnections: listFour,
        direct,
        directTwoPasses,
        statement,
        apiOverDatabaseP50: listOne.p50 / direct.p50,
        breakdown,
      },
      queue: { matches: queueProbe.matches, oneConnection: queueOne },
      debtSearch: { matches: debtProbe.matches, oneConnection: debtOne },
      healthz: {
        oneConnection: healthOne,
        fourConnections: healthFour,
        listOverHealthzRequests: listFour.requestsPerSecond / healthFour.requestsPerSecond,
      },
      show: showTree,
      memory,
      decision: decision && { ...(await decision), tradelines: 50 },
    };
    const results: BenchResults = { ...partial, targets: targetsOf(partial) };
    print('');
    for (const line of reportLines(results)) print(line);
    print('');
    return results;
  } finally {
    await server.stop();
    await database.close();
  }
}

async function main() {
  const engines: BenchResults[] = [];
  for (const url of databaseUrls()) engines.push(await measure(url));
  if (engines.length > 1) for (const line of sideBySideLines(engines)) print(line);
  // Written as Prettier would write it, so the repository's format check stays clean.
  const file = resolve(import.meta.dirname, 'results.json');
  const json = await format(JSON.stringify({ engines }), { ...(await resolveConfig(file)), filepath: file });
  writeFileSync(file, json);
  print('\nWritten to bench/results.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
