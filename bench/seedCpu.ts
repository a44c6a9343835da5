import { readFileSync } from 'node:fs';
import pg from 'pg';
import { processCpuMs } from './cpu';

/*
 * Where a seed's CPU goes, by thread: the generator threads (which report their own, seed/chunkSource.ts),
 * the seeder's main thread (the writer), its other threads (V8's collector and compiler helpers,
 * libuv), and the Postgres backends serving the seeded database. CPU, not wall time: on a shared
 * machine a load waits for a core without being charged for the wait.
 */

/** CPU-seconds per 100 000 borrowers, by thread. */
export interface SeedCpu {
  generator?: number;
  writer: number;
  otherSeederThreads?: number;
  /** The seeded database's own backends (and their parallel workers), not the server's shared processes. */
  postgres?: number;
}

const per100k = (ms: number, borrowers: number) => (ms / 1000) * (100_000 / borrowers);

/** The main thread's CPU so far, in ms: its Linux thread id is the process id. */
function mainThreadMs(): number {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return 0;
  }
}

/** All the seeder's threads, those ended included (getrusage), in ms. */
const seederMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * The backends of a Postgres database, sampled every second from a connection of its own (left out):
 * a backend's CPU counts from the first sample that saw it, so what a connection did before the load
 * is not charged to it, and one that ends between samples keeps what it was last seen at.
 */
function postgresBackends(url: string) {
  const client = new pg.Client({ connectionString: url, application_name: 'relief-bench-cpu' });
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let started = false;
  const sample = async () => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms === 0) continue;
      if (!first.has(pid)) first.set(pid, started ? 0 : ms);
      last.set(pid, ms);
    }
    started = true;
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    start: async () => {
      await client.connect();
      await sample();
      timer = setInterval(() => void sample().catch(() => undefined), 1000);
    },
    /** Before the seeder closes its pool: its connections' last figures. */
    stop: async (): Promise<number> => {
      clearInterval(timer);
      await sample();
      await client.end();
      let ms = 0;
      for (const [pid, at] of last) ms += at - first.get(pid)!;
      return ms;
    },
  };
}

/** Starts counting; `stop` gives the seed's CPU per 100 000 borrowers. */
export async function seedCpu(postgresUrl: string | undefined) {
  const backends = postgresUrl ? postgresBackends(postgresUrl) : undefined;
  await backends?.start();
  const [main, seeder] = [mainThreadMs(), seederMs()];
  return {
    stop: async (borrowers: number, generatorMs: number | undefined): Promise<SeedCpu> => {
      const writer = mainThreadMs() - main;
      const all = seederMs() - seeder;
      const postgres = await backends?.stop();
      return {
        generator: generatorMs === undefined ? undefined : per100k(generatorMs, borrowers),
        writer: per100k(writer, borrowers),
        otherSeederThreads:
          generatorMs === undefined ? undefined : per100k(all - writer - generatorMs, borrowers),
        postgres: postgres === undefined ? undefined : per100k(postgres, borrowers),
      };
    },
  };
}

/** One line: each thread's CPU-s per 100 000 borrowers and their sum. */
export function seedCpuLine(cpu: SeedCpu): string {
  const parts: [string, number | undefined][] = [
    ['generator', cpu.generator],
    ['writer', cpu.writer],
    ['seeder, other threads', cpu.otherSeederThreads],
    ['Postgres', cpu.postgres],
  ];
  const known = parts.filter((p): p is [string, number] => p[1] !== undefined);
  const total = known.reduce((sum, [, v]) => sum + v, 0);
  return `CPU-s per 100 000 borrowers: ${known.map(([name, v]) => `${name} ${v.toFixed(1)}`).join(', ')}; total ${total.toFixed(1)}`;
}
