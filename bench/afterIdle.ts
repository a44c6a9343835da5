import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { asPageLoad, consoleRequests } from './consoleRequests';
import { oneConnection } from './oneConnection';
import { consoleFixtures } from './queries';
import { startServer } from './server';
import { benchStaffPassword, openSeeded, seededDatabase } from './seedCache';
import { percentile } from './stats';

/*
 * `npm run bench:idle [-- --database URL --idle S --pauses N]`: the borrower page as a rep opens it
 * after a pause (on the phone with the last borrower), beside the same page opened back to back as
 * the bench's show tree is. Each pause is followed by two page loads; both are printed.
 */

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'file:' },
    idle: { type: 'string', default: '12' },
    pauses: { type: 'string', default: '5' },
  },
});
const print = (line: string) => process.stdout.write(`${line}\n`);
const ms = (n: number) => n.toFixed(1);

async function main() {
  const seed = await seededDatabase({
    databaseUrl: values.database,
    seed: 1,
    borrowers: 100_000,
    workers: 1,
    fresh: false,
    log: print,
  });
  const database = await openSeeded(seed);
  const fixtures = await consoleFixtures(database, seed.anchorIso);
  await database.close();
  const server = await startServer(seed.url, { WEB_CONCURRENCY: '1' });
  const connection = oneConnection();
  try {
    const cookie = await server.signIn('rep1@example.org', benchStaffPassword);
    const { showTree } = await consoleRequests(server.url, cookie, fixtures);
    const pageLoad = async () => {
      const started = performance.now();
      for (const request of asPageLoad(showTree.requests)) await connection.send(request);
      return performance.now() - started;
    };
    const warm: number[] = [];
    for (let i = 0; i < 300; i++) warm.push(await pageLoad());
    print(
      `${seed.dialect}: back to back, p50 ${ms(percentile(warm, 50))} ms, p95 ${ms(percentile(warm, 95))} ms`,
    );
    const after: string[] = [];
    for (let i = 0; i < Number(values.pauses); i++) {
      await sleep(Number(values.idle) * 1000);
      after.push(`${ms(await pageLoad())} then ${ms(await pageLoad())}`);
    }
    print(`after ${values.idle} s idle (ms): ${after.join('; ')}; load ${loadavg()[0].toFixed(1)}`);
  } finally {
    connection.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
