import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { generateDataKey, parseDataKey } from '../../db/dataKeys';
import { spawnServer } from '../helpers/serverProcess';

/** The server at LOG_LEVEL info; `listening`: live's port and training's, once both listen (training off: live's only). */
function startServer(env: Record<string, string>) {
  const server = spawnServer({ LOG_LEVEL: 'info', ...env });
  const training = env.TRAINING_PORT === 'off' ? Promise.resolve(NaN) : server.portOf('training');
  const listening = Promise.all([server.portOf('live'), training]).then(([live, trainingPort]) => ({
    live,
    training: trainingPort,
  }));
  return { ...server, listening };
}

const liveKey = generateDataKey();
const livePhones = {
  AGENCY_PHONE: '1-877-732-4101',
  COUNSELOR_PHONE: '(800) 388-2227',
  RENTAL_PROGRAM_PHONE: '1-877-732-4103',
  ALT_LANGUAGE_PHONE: '1-877-732-4104',
  DATA_ENCRYPTION_KEY: liveKey,
  // Nothing listens there: live only needs it set to serve.
  SMTP_URL: 'smtp://127.0.0.1:9',
};

/** A workspace's users, read with its key: live's DATA_ENCRYPTION_KEY, training's key file (no key given). */
async function usersIn(file: string, key?: string): Promise<string[]> {
  const dataKeys = key ? { current: parseDataKey(key), old: [] } : undefined;
  const database = await openDatabase(`file:${file}`, { migrate: false, dataKeys });
  const rows = await database.db.select({ email: database.t.users.email }).from(database.t.users);
  await database.close();
  return rows.map((r) => r.email).sort();
}

describe('the server process', () => {
  it('starts live empty with a one-time link for its first lead, and training with the demo staff', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relief-start-'));
    const server = startServer({
      ...livePhones,
      PORT: '0',
      DATABASE_URL: `file:${join(dir, 'app.db')}`,
      DEMO_STAFF_PASSWORD: 'Passw0rd!demo',
      // One process, as before issue 11: no cluster primary, the process itself answers.
      WEB_CONCURRENCY: '1',
    });
    const ports = await server.listening;
    for (const [kind, port] of Object.entries(ports)) {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({
        status: 'ok',
        workspace: kind,
        database: 'sqlite',
        pid: server.child.pid,
      });
    }
    expect(server.output()).not.toContain('Starting workers');
    expect(server.output()).toContain('Created demo staff accounts');
    expect(server.output()).toMatch(/\/admin\/#\/first-lead\?token=[\w-]{40,}/);
    expect(server.output()).not.toContain('Demo staff password');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped');
    // The demo staff are training's; live starts with no account, so no known password.
    expect(await usersIn(join(dir, 'app.db'), liveKey)).toEqual([]);
    expect(await usersIn(join(dir, 'training.db'))).toEqual([
      'lead@example.org',
      'rep1@example.org',
      'rep2@example.org',
    ]);
  });

  it('with training on, an unconfigured live answers 503 naming each missing setting', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relief-start-'));
    const server = startServer({
      PORT: '0',
      DATABASE_URL: `file:${join(dir, 'app.db')}`,
      AGENCY_PHONE: '1-888-555-0142',
      WEB_CONCURRENCY: '1',
    });
    const ports = await server.listening;
    const live = await fetch(`http://127.0.0.1:${ports.live}/`, { headers: { accept: 'text/html' } });
    expect(live.status).toBe(503);
    const page = await live.text();
    expect(page).toContain('AGENCY_PHONE is a fictional 555-01xx number');
    for (const setting of [
      'COUNSELOR_PHONE',
      'RENTAL_PROGRAM_PHONE',
      'ALT_LANGUAGE_PHONE',
      'DATA_ENCRYPTION_KEY',
      'SMTP_URL',
    ])
      expect(page).toContain(`${setting} is not set`);
    expect((await fetch(`http://127.0.0.1:${ports.training}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses to start live alone with a fictional or missing phone, naming the settings', async () => {
    const server = startServer({ TRAINING_PORT: 'off', AGENCY_PHONE: '(302) 555-0199' });
    server.listening.catch(() => undefined);
    expect(await server.exited).toBe(2);
    expect(server.output()).toContain('AGENCY_PHONE is a fictional 555-01xx number');
    expect(server.output()).toContain('COUNSELOR_PHONE is not set');
  });

  it('refuses to run live behind a proxy without PUBLIC_ORIGIN', async () => {
    const server = startServer({ ...livePhones, TRAINING_PORT: 'off', TRUST_PROXY: 'true' });
    server.listening.catch(() => undefined);
    expect(await server.exited).toBe(2);
    expect(server.output()).toContain('PUBLIC_ORIGIN is not set');
  });

  it('refuses one database for both workspaces, and a training database opened as live', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relief-start-'));
    const same = startServer({
      PORT: '0',
      DATABASE_URL: `file:${join(dir, 'one.db')}`,
      TRAINING_DATABASE_URL: `file:${join(dir, 'one.db')}`,
    });
    same.listening.catch(() => undefined);
    expect(await same.exited).toBe(2);
    expect(same.output()).toContain('TRAINING_DATABASE_URL: must be another database than DATABASE_URL');

    const training = startServer({
      PORT: '0',
      WEB_CONCURRENCY: '1',
      DATABASE_URL: `file:${join(dir, 'app.db')}`,
    });
    await training.listening;
    training.child.kill('SIGTERM');
    expect(await training.exited).toBe(0);
    const swapped = startServer({
      ...livePhones,
      PORT: '0',
      WEB_CONCURRENCY: '1',
      DATABASE_URL: `file:${join(dir, 'training.db')}`,
      TRAINING_DATABASE_URL: `file:${join(dir, 'other-training.db')}`,
    });
    swapped.listening.catch(() => undefined);
    expect(await swapped.exited).toBe(2);
    expect(swapped.output()).toContain('belongs to the training workspace and cannot be opened as live');
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
      TRAINING_PORT: '0',
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
