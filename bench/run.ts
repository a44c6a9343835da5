import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { Kind, parse } from 'graphql';
import { format, resolveConfig } from 'prettier';
import { executeOn } from '../db/bulk';
import { describeDatabaseUrl, type Database } from '../db/client';
import { breakdownOf } from './breakdown';
import { asPageLoad, consoleRequests } from './consoleRequests';
import { canReadCpu } from './cpu';
import { decisionTiming } from './decision';
import { directList, listData } from './direct';
import { load, type LoadRequest } from './load';
import { consoleFixtures } from './queries';
import { engineName, reportLines, sideBySideLines, targetsOf, type BenchResults } from './report';
import { startServer } from './server';
import { serverSideOf } from './serverSide';
import { statementOnly } from './statementOnly';
import { benchStaffPassword, openSeeded, seededDatabase } from './seedCache';
import { treeLoad } from './trees';

/*
 * `npm run bench [-- --database URL … --borrowers N --seed S --duration SECONDS --fresh]`: seeds (or
 * reuses) a database of N borrowers on each engine given, starts the real server on it, and
 * measures what the console sends (bench/consoleRequests.ts: its list, its Borrower Queue, a borrower
 * page's load, a debt search), /healthz, memory, seeding and the decision engine. Each list is
 * measured twice: by the client's clock, which the machine's other work moves (the load average is
 * printed beside each figure), and by CPU on each side (bench/serverSide.ts), which it moves far less.
 * `--database` takes `file:` (SQLite, cached in bench/cache/) or a Postgres server's URL, and may be
 * given more than once; SQLite is measured unless `--database` names only other engines and
 * `--without-sqlite` is given. Prints each engine's table, then the engines side by side, and writes
 * bench/results.json. Timings are never asserted.
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
  const anchor = new Date(seed.anchorIso);
  const fixtures = await consoleFixtures(database, seed.anchorIso);
  const server = await startServer(seed.url, { SERVER_TIMING: 'true' });
  try {
    const cookie = await server.signIn('rep1@example.org', benchStaffPassword);
    const requests = await consoleRequests(server.url, cookie, fixtures);
    const { list, queue, debtSearch, showTree } = requests;
    print(`The console's list: ${list.total} matches, page 3 has ${list.rows} rows`);
    print(`Borrower Queue: ${queue.total} claims, page 1 has ${queue.rows} rows`);
    print(`Debt search "${fixtures.debtSearch.q}": ${debtSearch.total} matches`);
    print(
      `Borrower page: ${showTree.requests.length} requests (its query and the ${showTree.tab} tab's lists)`,
    );

    print(
      `Measuring (${seconds} s per run, each after ${warmUpSeconds} s of the same requests not measured) …`,
    );
    /** Each client-side figure with the load average of the minute before it. */
    const run = async (request: Omit<LoadRequest, 'durationSeconds' | 'warmUpSeconds'>) => {
      const loadAverage = loadavg()[0];
      return { ...(await load({ ...request, durationSeconds: seconds, warmUpSeconds })), loadAverage };
    };
    const listOne = await run({ ...list.request, connections: 1 });
    const breakdown = await breakdownOf(list.request, 300);
    const listFour = await run({ ...list.request, connections: 4 });
    const healthOne = await run({ url: `${server.url}/healthz`, connections: 1 });
    const healthFour = await run({ url: `${server.url}/healthz`, connections: 4 });
    const showLoad = loadavg()[0];
    const show = {
      ...(await treeLoad(() => asPageLoad(showTree.requests), seconds, warmUpSeconds)),
      connections: 1,
      loadAverage: showLoad,
    };
    const queueOne = await run({ ...queue.request, connections: 1 });
    const debtOne = await run({ ...debtSearch.request, connections: 1 });
    const memory = server.memory();
    const direct = await directList(database, list.args, anchor, seconds * 1000);
    const directTwoPasses = await directList(database, list.args, anchor, seconds * 500, {
      twoPasses: true,
    });
    const statement = await statementOnly(seed, list.args, anchor, seconds * 500);
    const serverSide = async (of: typeof list) =>
      canReadCpu()
        ? serverSideOf({
            serverPid: server.pid,
            request: of.request,
            // The server's clock is the wall clock; so is the data function's here.
            data: listData(database, of.args, () => new Date()),
            databaseProcesses: await databaseProcessesOf(database, seed.url),
          })
        : null;
    const listServerSide = await serverSide(list);
    const queueServerSide = await serverSide(queue);
    const decision = await decisionTiming(50, Math.min(5, seconds) * 1000);
    const partial: Omit<BenchResults, 'targets'> = {
      startedAt,
      machine: { cpus: availableParallelism(), loadAverageBefore, loadAverageAfter: loadavg() },
      engine: seed.dialect,
      seed,
      list: {
        fields: listFieldsOf(list.request.body),
        oneConnection: listOne,
        fourConnections: listFour,
        direct,
        directTwoPasses,
        statement,
        apiOverDatabaseP50: listOne.p50 / direct.p50,
        breakdown,
        serverSide: listServerSide,
      },
      queue: { matches: queue.total, oneConnection: queueOne, serverSide: queueServerSide },
      debtSearch: { matches: debtSearch.total, oneConnection: debtOne },
      healthz: {
        oneConnection: healthOne,
        fourConnections: healthFour,
        listOverHealthzRequests: listFour.requestsPerSecond / healthFour.requestsPerSecond,
      },
      show: { ...show, requests: showTree.requests.length, tab: showTree.tab },
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

/** The fields of the list's rows the console asked for (an object's, such as assignedTo, as one). */
function listFieldsOf(body: string): number {
  const document = parse((JSON.parse(body) as { query: string }).query);
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const selection of definition.selectionSet.selections)
      if (selection.kind === Kind.FIELD && selection.name.value === 'allApplications')
        return selection.selectionSet?.selections.length ?? 0;
  }
  return 0;
}

/**
 * A Postgres on this machine: its processes serving the bench's database, whose CPU is then counted
 * on both sides of the server-side ratio (the server's statements and the data function's).
 */
async function databaseProcessesOf(database: Database, url: string) {
  if (database.dialect !== 'postgres') return undefined;
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) return undefined;
  return async () => {
    const { rows } = await executeOn<{ rows: { pid: number }[] }>(
      database.db,
      sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
    );
    return rows.map((r) => Number(r.pid));
  };
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
