import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { parseDataKey } from '../../db/dataKeys';
import { aBorrowerApplication } from '../helpers/builders';
import { HttpClient } from '../helpers/httpClient';
import { freshPostgresDatabase, postgresServer, type PostgresServer } from '../helpers/postgresServer';
import { spawnServer } from '../helpers/serverProcess';
import { liveSettingsEnv, testPoolSize } from '../helpers/testServer';

/*
 * The README's operations, as written there ("Backups and the restore drill", "Recovering an account"):
 * live's PostgreSQL database dumped with pg_dump, restored with pg_restore into a new database, the
 * server started on it with the escrowed key (and refused with another), and a locked-out sole lead
 * given back their account from the shell.
 */
const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const otherKey = 'b3RoZXIta2V5LW90aGVyLWtleS1vdGhlci1rZXktMDE=';

describe('the restore drill and the account recovery, on PostgreSQL', () => {
  let postgres: PostgresServer;
  let liveUrl: string;
  let restoredUrl: string;
  const env = (url: string, key = liveSettingsEnv.DATA_ENCRYPTION_KEY) => ({
    ...liveSettingsEnv,
    DATA_ENCRYPTION_KEY: key,
    DATABASE_URL: url,
    TRAINING_PORT: 'off',
    SESSION_SECRET: 's'.repeat(40),
    WEB_CONCURRENCY: '1',
    // Within the suite's share of the test role's 20 connections (tests/helpers/postgresServer.ts).
    DATABASE_POOL_SIZE: String(testPoolSize),
  });

  beforeAll(async () => {
    postgres = await postgresServer();
    liveUrl = await freshPostgresDatabase(postgres);
    // Live in service: migrated by its first start, a borrower with sealed fields, a lead.
    const first = spawnServer(env(liveUrl));
    await first.portOf('live');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const key = parseDataKey(liveSettingsEnv.DATA_ENCRYPTION_KEY);
    const database = await openDatabase(liveUrl, {
      migrate: false,
      dataKeys: { current: key, old: [] },
      poolSize: 1,
    });
    await aBorrowerApplication(database, { borrower: { firstName: 'Restored', lastName: 'Borrower' } });
    await database.close();
    await run(
      'node_modules/.bin/tsx',
      [
        'api/cli/user.ts',
        'add',
        '--email',
        'lead@agency.org',
        '--group',
        'CustomerService',
        '--group',
        'CustomerServiceLead',
      ],
      { cwd: root, env: { ...process.env, ...env(liveUrl) } },
    );

    // The README's backup, then its restore into a new database.
    const dump = join(mkdtempSync(join(tmpdir(), 'relief-dump-')), 'live.dump');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, liveUrl]);
    restoredUrl = await freshPostgresDatabase(postgres);
    await run('pg_restore', ['--no-owner', `--dbname=${restoredUrl}`, dump]);
  });

  afterAll(async () => {
    await postgres?.stop();
  });

  it('starts on the restored database with the escrowed key, holding what was backed up', async () => {
    const server = spawnServer(env(restoredUrl));
    try {
      const url = `http://127.0.0.1:${await server.portOf('live')}`;
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', workspace: 'live', database: 'postgres' });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const key = parseDataKey(liveSettingsEnv.DATA_ENCRYPTION_KEY);
    const restored = await openDatabase(restoredUrl, {
      migrate: false,
      dataKeys: { current: key, old: [] },
      poolSize: 1,
    });
    const rows = await restored.db.select().from(restored.t.borrowers);
    await restored.close();
    expect(rows.map((row) => `${row.firstName} ${row.lastName}`)).toContain('Restored Borrower');
  });

  it('says in one line that a database was never created, and exits 2', async () => {
    const missing = new URL(restoredUrl);
    missing.pathname = '/relief_never_created';
    const server = spawnServer(env(missing.toString()));
    expect(await server.exited).toBe(2);
    expect(server.output()).toMatch(
      /database "relief_never_created" does not exist: create it first \(createdb/,
    );
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('refuses to start on the restored database with another key', async () => {
    const server = spawnServer(env(restoredUrl, otherKey));
    expect(await server.exited).toBe(2);
    expect(server.output()).toMatch(/key/i);
  });

  it('gives a locked-out sole lead a one-time password from the shell, to be changed at sign-in', async () => {
    const { stdout } = await run(
      'node_modules/.bin/tsx',
      ['api/cli/user.ts', 'reset', '--email', 'lead@agency.org'],
      {
        cwd: root,
        env: { ...process.env, ...env(restoredUrl) },
      },
    );
    const password = /One-time password \(to be changed at sign-in\): (\S+)/.exec(stdout)?.[1];
    expect(password).toBeTruthy();
    const server = spawnServer(env(restoredUrl));
    try {
      const lead = new HttpClient(`http://127.0.0.1:${await server.portOf('live')}`);
      const signedIn = await lead.post<{ mustChangePassword?: boolean }>('/auth/sign-in', {
        username: 'lead@agency.org',
        password,
      });
      expect(signedIn.status).toBe(200);
      expect(JSON.stringify(signedIn.body)).toMatch(
        /mustChangePassword"?:true|PASSWORD_CHANGE_REQUIRED|secondFactor/,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
