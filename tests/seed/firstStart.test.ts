import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/catalog/demoAccounts';
import { serverArgs } from '../helpers/serverProcess';

/*
 * `npm start` on an empty database, as a lead first runs it: training's demo data is loaded, the
 * demo borrower accounts are printed once with their generated password, and one of them signs in
 * on training's address.
 */

const root = resolve(import.meta.dirname, '../..');

function start(databaseFile: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${databaseFile}`,
    BUILD_ON_START: 'false',
    SEED_DEMO_DATA: 'true',
    DEMO_STAFF_PASSWORD: 'Passw0rd!demo',
    LOG_LEVEL: 'info',
  };
  delete env.DEMO_BORROWER_PASSWORD;
  const child = spawn(process.execPath, serverArgs, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const listening = new Promise<number>((done, fail) => {
    const timer = setInterval(() => {
      // Demo data and its accounts are training's (docs/decisions.md, "Live and training").
      const port = /"workspace":"training","port":(\d+)/.exec(output)?.[1];
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
  const stop = async () => {
    child.kill('SIGTERM');
    return exited;
  };
  return { listening, output: () => output, stop };
}

describe('the first start', () => {
  it('prints the demo borrower accounts once, and a lead can sign in as one with the printed password', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'relief-first-start-')), 'app.db');
    const first = start(file);
    const port = await first.listening;
    const url = `http://127.0.0.1:${port}`;
    const printed = /Demo borrower password \(shown once\), for the customer portal: (\S+)/.exec(
      first.output(),
    );
    expect(printed, first.output()).not.toBeNull();
    for (const account of demoAccounts) expect(first.output()).toContain(account.email);

    const response = await fetch(`${url}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ username: 'demo.fullhistory@example.org', password: printed![1] }),
    });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as {
      user: { email: string; isStaff: boolean; mustChangePassword: boolean; homeRoute: string };
    };
    expect(user).toMatchObject({
      email: 'demo.fullhistory@example.org',
      isStaff: false,
      mustChangePassword: false,
    });
    expect(user.homeRoute).toBe('/offers/status');
    expect(await first.stop()).toBe(0);

    // A later start finds the accounts and prints no password again.
    const second = start(file);
    await second.listening;
    expect(second.output()).not.toContain('Demo borrower password');
    expect(await second.stop()).toBe(0);
  });
});
