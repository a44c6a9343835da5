import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { openDatabase } from '../db/client';
import { decisionTiming } from './decision';
import { directList } from './direct';
import { load } from './load';
import { listArgs, listQuery, showQuery, showVariables } from './queries';
import { reportLines, targetsOf, type BenchResults } from './report';
import { startServer } from './server';
import { benchStaffPassword, seededDatabase } from './seedCache';

/*
 * `npm run bench [-- --borrowers N --seed S --duration SECONDS --fresh]`: seeds (or reuses) a SQLite
 * database of N borrowers, starts the real server on it, and measures the console's list, the show
 * page's tree, /healthz, memory, seeding and the decision engine in one run. Prints a table and
 * writes bench/results.json. Timings are never asserted: other work on the machine moves them.
 */

const { values } = parseArgs({
  options: {
    borrowers: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    duration: { type: 'string', default: '10' },
    workers: { type: 'string', default: '1' },
    fresh: { type: 'boolean', default: false },
  },
});
const print = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const startedAt = new Date().toISOString();
  const loadAverageBefore = loadavg();
  const seconds = Number(values.duration);
  const seed = await seededDatabase({
    seed: Number(values.seed),
    borrowers: Number(values.borrowers),
    workers: Number(values.workers),
    fresh: values.fresh,
    log: print,
  });
  print(
    `Database: ${seed.borrowers.toLocaleString('en-US')} borrowers, ${seed.rows.toLocaleString('en-US')} rows${seed.cached ? ' (cached)' : ''}`,
  );

  const database = await openDatabase(`file:${seed.file}`);
  const args = listArgs(seed.anchorIso);
  const show = await showVariables(database);
  const server = await startServer(seed.file);
  try {
    const cookie = await server.signIn('rep1@example.org', benchStaffPassword);
    const graphql = (query: string, variables: unknown) => ({
      url: `${server.url}/graphql`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: JSON.stringify({ query, variables }),
    });
    const list = graphql(listQuery, args);
    const probe = await fetch(list.url, { method: 'POST', headers: list.headers, body: list.body }).then(
      (r) =>
        r.json() as Promise<{
          data?: { allApplications: unknown[]; _allApplicationsMeta: { count: number } };
          errors?: unknown;
        }>,
    );
    if (probe.errors || !probe.data)
      throw new Error(`the list query failed: ${JSON.stringify(probe.errors)}`);
    print(
      `List query: ${probe.data._allApplicationsMeta.count} matches, page 3 has ${probe.data.allApplications.length} rows`,
    );

    print(`Measuring (${seconds} s per run) …`);
    const listOne = await load({ ...list, connections: 1, durationSeconds: seconds });
    const listFour = await load({ ...list, connections: 4, durationSeconds: seconds });
    const healthOne = await load({ url: `${server.url}/healthz`, connections: 1, durationSeconds: seconds });
    const healthFour = await load({ url: `${server.url}/healthz`, connections: 4, durationSeconds: seconds });
    const showTree = await load({ ...graphql(showQuery, show), connections: 1, durationSeconds: seconds });
    const memory = server.memory();
    const direct = await directList(database, args, new Date(seed.anchorIso), seconds * 1000);
    const decision = await decisionTiming(50, Math.min(5, seconds) * 1000);
    const partial: Omit<BenchResults, 'targets'> = {
      startedAt,
      machine: { cpus: availableParallelism(), loadAverageBefore, loadAverageAfter: loadavg() },
      seed,
      list: {
        oneConnection: listOne,
        fourConnections: listFour,
        direct,
        apiOverDatabaseP50: listOne.p50 / direct.p50,
      },
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
    // Written as Prettier would write it, so the repository's format check stays clean.
    const file = resolve(import.meta.dirname, 'results.json');
    const json = await format(JSON.stringify(results), { ...(await resolveConfig(file)), filepath: file });
    writeFileSync(file, json);
    print('\nWritten to bench/results.json');
  } finally {
    await server.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
