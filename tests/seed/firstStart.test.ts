import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/catalog/demoAccounts';
import { spawnServer } from '../helpers/serverProcess';

/*
 * `npm start` on an empty database, as a lead first runs it: training's demo data is loaded, the
 * demo borrower accounts are printed once with their generated password, and one of them signs in
 * on training's address.
 */

function start(databaseFile: string) {
  const server = spawnServer({
    DATABASE_URL: `file:${databaseFile}`,
    SEED_DEMO_DATA: 'true',
    DEMO_STAFF_PASSWORD: 'Passw0rd!demo',
    DEMO_BORROWER_PASSWORD: undefined,
    LOG_LEVEL: 'info',
  });
  const stop = async () => {
    server.child.kill('SIGTERM');
    return server.exited;
  };
  // Demo data and its accounts are training's (docs/decisions/0059-live-and-training.md).
  return { listening: server.portOf('training'), output: server.output, stop };
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
