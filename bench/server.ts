import { completeSecondFactor } from '../tests/helpers/remoteSecondFactor';
import { spawn, type ChildProcess } from 'node:child_process';
import { buildIfStale, serverBuild } from '../api/build';
import { createLogger } from '../api/logger';
import { cookieNames } from '../api/workspace';
import { describeDatabaseUrl } from '../db/client';
import { benchDataKey } from './seedCache';
import { childrenOf } from './cpu';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/*
 * The real server in a process of its own (`node --max-old-space-size=256 dist/server/main.js`, what
 * `npm start` runs, built first when stale), so its memory is its own and the load generator does not
 * share its event loop.
 */

const root = resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  pid: number;
  /**
   * Resident memory now and at its peak, in MB (Linux /proc), of the largest of the server's
   * processes (the process itself, or the cluster's primary and workers), and of each.
   */
  memory(): ServerMemory;
  signIn(email: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface ProcessMemory {
  pid: number;
  rssMb: number;
  peakRssMb: number;
}

export interface ServerMemory {
  rssMb: number;
  peakRssMb: number;
  processes: ProcessMemory[];
}

function memoryOf(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { pid, rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

/** The process and its children (a cluster's workers), each measured on its own. */
function treeMemory(pid: number): ServerMemory {
  const children = childrenOf(pid);
  const processes = [pid, ...children].map(memoryOf);
  return {
    rssMb: Math.max(...processes.map((p) => p.rssMb)),
    peakRssMb: Math.max(...processes.map((p) => p.peakRssMb)),
    processes,
  };
}

/**
 * The server on a seeded database: it is the training workspace's, the one the bench measures; live
 * gets a SQLite file beside it (on Postgres, in bench/cache/). `env` overrides the bench's settings
 * (a run that needs the demo data turns SEED_DEMO_DATA on).
 */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  /** Where the server's code is: this checkout, or another revision's copy (bench/ab.ts). */
  codeRoot = root,
): Promise<RunningServer> {
  const { dialect, location } = describeDatabaseUrl(databaseUrl);
  const liveFile =
    dialect === 'sqlite'
      ? `${location}.live`
      : resolve(root, 'bench/cache', `${new URL(databaseUrl).pathname.slice(1)}.live.db`);
  // The bench measures training, where its demo data belongs (live refuses a database holding demo data).
  const [port, livePort] = [await freePort(), await freePort()];
  buildIfStale(codeRoot, createLogger('warn'), [serverBuild]);
  // The flags of `npm start` (package.json), which its cluster workers inherit.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', '--max-old-space-size=256', '--max-semi-space-size=16', 'dist/server/main.js'],
    {
      cwd: codeRoot,
      env: {
        ...process.env,
        PORT: String(livePort),
        TRAINING_PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${liveFile}`,
        TRAINING_DATABASE_URL: databaseUrl,
        // A Postgres database has no key file beside it: its data is sealed under the bench's key, the
        // training workspace's own (live's database is a file with its key beside it).
        ...(dialect === 'postgres' ? { TRAINING_DATA_ENCRYPTION_KEY: benchDataKey } : {}),
        BUILD_ON_START: 'false',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'bench-session-secret-bench-session-secret',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the server did not answer /healthz within 180 s');
    await sleep(200);
  }
  return {
    url,
    pid: child.pid!,
    memory: () => treeMemory(child.pid!),
    async signIn(email, password) {
      let cookie = '';
      const post = async (path: string, body: unknown) => {
        const res = await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        });
        cookie =
          res.headers
            .getSetCookie()
            .map((line) => line.split(';')[0])
            .find((pair) => pair.startsWith(`${cookieNames.training}=`)) ?? cookie;
        return { status: res.status, body: (await res.json()) as unknown };
      };
      const res = await post('/auth/sign-in', { username: email, password });
      // The live workspace's staff give a second factor: the bench enrols and answers as a phone would.
      const second = await completeSecondFactor(post, url, email, res.body);
      if ((second ?? res).status !== 200 || !cookie)
        throw new Error(`sign-in of ${email} failed: ${res.status}`);
      return cookie;
    },
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
    },
  };
}
