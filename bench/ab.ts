import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { asPageLoad, consoleRequests, type ConsoleRequest } from './consoleRequests';
import { treeCpuMs } from './cpu';
import { consoleFixtures } from './queries';
import { startServer, type RunningServer } from './server';
import { benchStaffPassword, openSeeded, seededDatabase } from './seedCache';
import { percentile } from './stats';

/*
 * `npm run bench:ab -- --a REV [--b REV] [--request list|queue|show|debts] [--rounds N] [--per-block K]
 * [--database URL]`: what a change costs the server, by CPU. The server of each revision (B: this
 * checkout unless named) runs on the same seeded database, one process each; blocks of K sequential
 * requests of the console's (bench/consoleRequests.ts) go to one and then the other, in the order
 * ABBA, and each block is charged the CPU its server's process spent on it. Interleaved, the machine's
 * other work falls on both alike, and a process waiting for a core is not charged the wait: the
 * difference per request holds on a loaded machine where the client's clock does not.
 */

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    request: { type: 'string', default: 'list' },
    rounds: { type: 'string', default: '60' },
    'per-block': { type: 'string', default: '30' },
    database: { type: 'string', default: 'file:' },
    borrowers: { type: 'string', default: '100000' },
  },
});
const print = (line: string) => process.stdout.write(`${line}\n`);
const root = resolve(import.meta.dirname, '..');

/** A revision's files in scratch/ab/<rev>, sharing this checkout's packages; its server built there. */
function checkout(rev: string): string {
  const commit = execFileSync('git', ['rev-parse', '--short', rev], { cwd: root }).toString().trim();
  const dir = resolve(root, 'scratch/ab', commit);
  if (!existsSync(resolve(dir, 'dist/server/main.js'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execSync(`git archive ${commit} | tar -x -C ${dir}`, { cwd: root });
    symlinkSync(resolve(root, 'node_modules'), resolve(dir, 'node_modules'));
  }
  return dir;
}

interface Side {
  name: string;
  server: RunningServer;
  requests: () => ConsoleRequest[];
  cpu: number[];
  totals: number[];
}

async function block(side: Side, perBlock: number) {
  const before = treeCpuMs(side.server.pid);
  for (let i = 0; i < perBlock; i++) {
    for (const request of side.requests()) {
      const res = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${side.name} answered ${res.status}`);
      const total = /total;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
      if (total) side.totals.push(Number(total));
    }
  }
  return (treeCpuMs(side.server.pid) - before) / perBlock;
}

async function main() {
  if (!values.a) throw new Error('give --a REV (and --b REV, this checkout by default)');
  const seed = await seededDatabase({
    databaseUrl: values.database,
    seed: 1,
    borrowers: Number(values.borrowers),
    workers: 1,
    fresh: false,
    log: print,
  });
  const database = await openSeeded(seed);
  const fixtures = await consoleFixtures(database, seed.anchorIso);
  await database.close();
  const roots = { A: checkout(values.a), B: values.b ? checkout(values.b) : root };
  const env = { SERVER_TIMING: 'true', WEB_CONCURRENCY: '1' };
  const sides: Side[] = [];
  try {
    for (const name of ['A', 'B'] as const) {
      const server = await startServer(seed.url, env, roots[name]);
      const cookie = await server.signIn('rep1@example.org', benchStaffPassword);
      const made = await consoleRequests(server.url, cookie, fixtures);
      const requests: Record<string, () => ConsoleRequest[]> = {
        list: () => [made.list.request],
        queue: () => [made.queue.request],
        debts: () => [made.debtSearch.request],
        show: () => asPageLoad(made.showTree.requests),
      };
      const pick = requests[values.request];
      if (!pick) throw new Error(`--request is one of ${Object.keys(requests).join(', ')}`);
      sides.push({ name, server, requests: pick, cpu: [], totals: [] });
    }
    const perBlock = Number(values['per-block']);
    const rounds = Number(values.rounds);
    print(
      `A ${values.a} (${roots.A}), B ${values.b ?? 'this checkout'}: ${values.request}, ${rounds} rounds of ${perBlock} a side, load ${loadavg()[0].toFixed(1)}`,
    );
    // Warm-up, not counted: V8 optimises the server's code over its first few hundred requests.
    for (let i = 0; i < 3; i++) for (const side of sides) await block(side, Math.max(perBlock, 150));
    for (const side of sides) side.totals.length = 0;
    const differences: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      const cost = new Map<string, number>();
      for (const side of order) cost.set(side.name, await block(side, perBlock));
      for (const side of sides) side.cpu.push(cost.get(side.name)!);
      differences.push(cost.get('B')! - cost.get('A')!);
    }
    const med = (v: number[]) => percentile(v, 50);
    for (const side of sides)
      print(
        `${side.name}: CPU ${med(side.cpu).toFixed(3)} ms a request (blocks ${Math.min(...side.cpu).toFixed(3)}–${Math.max(...side.cpu).toFixed(3)}), Server-Timing total p50 ${med(side.totals).toFixed(3)} ms`,
      );
    const [a, b] = sides;
    const mean = differences.reduce((sum, d) => sum + d, 0) / differences.length;
    const sd = Math.sqrt(differences.reduce((sum, d) => sum + (d - mean) ** 2, 0) / (differences.length - 1));
    print(
      `B − A: ${med(differences).toFixed(3)} ms CPU a request, median of the rounds (${((100 * med(differences)) / med(a.cpu)).toFixed(1)} %; quartiles ${percentile(differences, 25).toFixed(3)} … ${percentile(differences, 75).toFixed(3)}; mean ${mean.toFixed(3)} ± ${(sd / Math.sqrt(differences.length)).toFixed(3)} standard error); Server-Timing p50 ${(med(b.totals) - med(a.totals)).toFixed(3)} ms; load ${loadavg()[0].toFixed(1)} at the end`,
    );
  } finally {
    for (const side of sides) await side.server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
