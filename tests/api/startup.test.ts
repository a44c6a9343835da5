import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_ON_START: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const listening = new Promise<number>((done, fail) => {
    const timer = setInterval(() => {
      const port = /"port":(\d+)/.exec(output)?.[1];
      if (port) {
        clearInterval(timer);
        done(Number(port));
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      fail(new Error(`server exited: ${output}`));
    });
  });
  return { child, exited, listening, output: () => output };
}

describe('the server process', () => {
  it('starts on an empty SQLite file, serves /healthz, and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relief-start-'));
    const server = startServer({
      PORT: '0',
      DATABASE_URL: `file:${join(dir, 'app.db')}`,
      DEMO_STAFF_PASSWORD: 'Passw0rd!demo',
      // One process, as before issue 11: no cluster primary, the process itself answers.
      WEB_CONCURRENCY: '1',
    });
    const port = await server.listening;
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'sqlite', pid: server.child.pid });
    expect(server.output()).not.toContain('Starting workers');
    expect(server.output()).toContain('Created demo staff accounts');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped');
  });

  it('refuses to start with a wrong setting, naming the variable', async () => {
    const server = startServer({ PORT: 'eighty' });
    server.listening.catch(() => undefined);
    expect(await server.exited).toBe(2);
    expect(server.output()).toMatch(/Invalid configuration:\s+PORT:/);
  });

  it('refuses a WEB_CONCURRENCY that is not a positive whole number', async () => {
    const server = startServer({ WEB_CONCURRENCY: '0' });
    server.listening.catch(() => undefined);
    expect(await server.exited).toBe(2);
    expect(server.output()).toMatch(/Invalid configuration:\s+WEB_CONCURRENCY:/);
  });

  it('with workers, exits 1 when none of them can start (the port is taken)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relief-start-'));
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const server = startServer({
      PORT: String((taken.address() as AddressInfo).port),
      DATABASE_URL: `file:${join(dir, 'app.db')}`,
      DEMO_STAFF_PASSWORD: 'Passw0rd!demo',
      WEB_CONCURRENCY: '2',
    });
    server.listening.catch(() => undefined);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('A worker failed to start');
    taken.close();
  });
});
