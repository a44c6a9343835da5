import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * How a test starts the server as its own process: the JavaScript `npm start` runs (globalSetup
 * builds it when stale), with the project root as the working directory.
 */
export const serverArgs = [
  '--enable-source-maps',
  '--import',
  './dist/server/tracing.js',
  'dist/server/main.js',
];

const root = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  /** Everything it has written, stdout and stderr together. */
  output(): string;
  /** How many of its lines say `text`. */
  count(text: string): number;
  /** Resolves once `condition` holds, checked as it writes; rejects if it exits first. */
  until(condition: (output: string) => boolean): Promise<void>;
  /** Resolves once it has written `text`. */
  logged(text: string): Promise<void>;
  /** The port a workspace listens on, once it says so. */
  portOf(workspace: 'live' | 'training'): Promise<number>;
}

/**
 * `npm start`'s server as a process of its own on loopback, ports chosen by the system, neither
 * building nor seeding; `env` adds to or (undefined) removes from the test's own environment.
 */
export function spawnServer(env: Record<string, string | undefined>): ServerProcess {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    BUILD_ON_START: 'false',
    SEED_DEMO_DATA: 'false',
    HOST: '127.0.0.1',
    PORT: '0',
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting = new Set<() => void>();
  const heard = (chunk: Buffer) => {
    output += chunk;
    for (const check of waiting) check();
  };
  child.stdout.on('data', heard);
  child.stderr.on('data', heard);
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const until = (condition: (output: string) => boolean) =>
    new Promise<void>((done, fail) => {
      const check = () => {
        if (!condition(output)) return;
        waiting.delete(check);
        done();
      };
      waiting.add(check);
      check();
      void exited.then(() => {
        if (!waiting.delete(check)) return;
        fail(new Error(`the server exited:\n${output}`));
      });
    });
  const listening = (workspace: string) => new RegExp(`"workspace":"${workspace}","port":(\\d+)`);
  return {
    child,
    exited,
    output: () => output,
    count: (text) => output.split('\n').filter((line) => line.includes(text)).length,
    until,
    logged: (text) => until((written) => written.includes(text)),
    portOf: (workspace) =>
      until((written) => listening(workspace).test(written)).then(() =>
        Number(listening(workspace).exec(output)![1]),
      ),
  };
}
