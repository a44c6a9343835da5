import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Database } from '../db/client';
import { sealingWith } from '../db/dataKeys';
import { generateChunk, type EncodedChunk } from './chunk';
import { Rng } from './random';
import { runContext, type RunSettings } from './run';

export interface ChunkPlan {
  firstOrdinal: number;
  total: number;
  chunkSize: number;
}

/** Chunks in ordinal order, generated ahead of the writer by at most a few chunks (flat memory). */
export interface ChunkSource {
  next(): Promise<EncodedChunk | undefined>;
  /** Ends the generator threads; tells how many ms of CPU they ran when Linux's /proc says so. */
  close(): Promise<{ generatorCpuMs?: number }>;
}

function ranges(plan: ChunkPlan): { from: number; count: number }[] {
  const out = [];
  for (let done = 0; done < plan.total; done += plan.chunkSize) {
    out.push({ from: plan.firstOrdinal + done, count: Math.min(plan.chunkSize, plan.total - done) });
  }
  return out;
}

function inProcess(plan: ChunkPlan, settings: RunSettings, database: Database): ChunkSource {
  const run = runContext(settings, database.t);
  const rng = new Rng();
  const queue = ranges(plan);
  return {
    next: async () => {
      const range = queue.shift();
      // Rows are encoded as they are made, dates of birth and bank tokens sealed under the database's key.
      return (
        range &&
        sealingWith(database.dataKeys.current, () => generateChunk(run, range.from, range.count, rng))
      );
    },
    // Generated on this thread, between writes: no CPU of its own to tell.
    close: async () => ({}),
  };
}

/*
 * A thread starts without this process's loaders: it registers tsx (a dependency of the product)
 * itself, then loads the TypeScript worker. Node 20 ignores `--import` in a worker's execArgv.
 */
function bootstrap(): string {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const workerModule = new URL('./worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerModule)}); });`;
}

/**
 * The generator thread's heap, in MB: what it loads once (tsx, faker's English and Spanish data:
 * about 50 MB) and room for the chunk it builds (40 kB a borrower, a margin over the limits measured
 * below, not a measure of one borrower). Left to V8, the heap grows toward
 * its default limit between full collections, by hundreds of MB however many borrowers follow; held
 * to this, the seeder's memory stays flat. Too tight is an out-of-memory stop, measured: 48 MB for
 * chunks of 500 and 96 MB for chunks of 5 000 stop; 96 MB for 2 000 does not.
 */
export const generatorHeapMb = (chunkSize: number) => 96 + Math.ceil(chunkSize * 0.04);

/**
 * The generator thread's young generation, in MB. Node 24 gives a thread 192 (three 64 MB
 * semi-spaces) beside the old generation's 116; held to 64, the thread and its collector's helpers
 * spent 37 CPU-s per 100 000 borrowers against 47, and the seeder's RSS is lower (bench/HISTORY.md,
 * 2026-12-07). It changes when objects are collected, never what is generated.
 */
export const generatorYoungMb = 64;

/** A generator thread, answering its requests in the order they were sent. */
class ChunkWorker {
  private readonly worker: Worker;
  private readonly waiting: { resolve(chunk: EncodedChunk): void; reject(error: unknown): void }[] = [];
  private linuxThread = -1;

  constructor(settings: RunSettings, dialect: 'sqlite' | 'postgres', dataKey: string, heapMb: number) {
    this.worker = new Worker(bootstrap(), {
      eval: true,
      workerData: { settings, dialect, dataKey },
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: generatorYoungMb },
    });
    this.worker.on('message', (message: string | number) => {
      if (typeof message === 'number') this.linuxThread = message;
      else this.waiting.shift()?.resolve(JSON.parse(message) as EncodedChunk);
    });
    this.worker.on('error', (error) => {
      for (const w of this.waiting.splice(0)) w.reject(error);
    });
  }

  request(range: { from: number; count: number }): Promise<EncodedChunk> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker.postMessage(range);
    });
  }

  /** Its thread's CPU so far, in ms (undefined where /proc cannot tell). */
  cpuMs(): number | undefined {
    try {
      return (
        Number(readFileSync(`/proc/self/task/${this.linuxThread}/schedstat`, 'utf8').split(' ')[0]) / 1e6
      );
    } catch {
      return undefined;
    }
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

function withWorkers(plan: ChunkPlan, settings: RunSettings, database: Database, count: number): ChunkSource {
  const dialect = database.dialect === 'sqlite' ? 'sqlite' : 'postgres';
  // The thread seals what it encodes under the database's current key, handed over in memory.
  const dataKey = database.dataKeys.current.key.toString('base64');
  const workers = Array.from(
    { length: count },
    () => new ChunkWorker(settings, dialect, dataKey, generatorHeapMb(plan.chunkSize)),
  );
  const queue = ranges(plan);
  const ahead = 2 * count;
  const inFlight: Promise<EncodedChunk>[] = [];
  let sent = 0;
  const fill = () => {
    while (inFlight.length < ahead && queue.length > 0) {
      const promise = workers[sent++ % count].request(queue.shift()!);
      // Handled when its turn comes; until then a failure must not count as unhandled.
      promise.catch(() => {});
      inFlight.push(promise);
    }
  };
  return {
    next: async () => {
      fill();
      const chunk = await inFlight.shift();
      fill();
      return chunk;
    },
    close: async () => {
      // Read before the threads end: a thread's /proc entry goes with it.
      const cpu = workers.map((w) => w.cpuMs());
      await Promise.all(workers.map((w) => w.close()));
      return cpu.every((ms) => ms !== undefined)
        ? { generatorCpuMs: cpu.reduce<number>((sum, ms) => sum + ms!, 0) }
        : {};
    },
  };
}

/** `workers` generator threads (0: generate on this thread, between writes). */
export function chunkSource(
  plan: ChunkPlan,
  settings: RunSettings,
  database: Database,
  workers: number,
): ChunkSource {
  return workers > 0 ? withWorkers(plan, settings, database, workers) : inProcess(plan, settings, database);
}
