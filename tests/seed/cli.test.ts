import Sqlite from '../../db/sqliteDriver';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { readDataKeyFile } from '../../db/dataKeyFile';
import { open, registerDataKeys, sealedKeyId } from '../../db/dataKeys';
import { demoAccounts } from '../../seed/catalog/demoAccounts';
import { insertOrder } from '../../seed/rows';
import { invariantViolations, loadTables } from './invariants';

/* `npm run seed` as a user runs it: a separate process on a database file. */

const root = resolve(import.meta.dirname, '../..');
const anchor = '2025-03-15T15:00:00.000Z';
const env = {
  ...process.env,
  DEMO_STAFF_PASSWORD: 'Passw0rd!demo',
  DEMO_BORROWER_PASSWORD: 'Borr0wer!demo',
  LOG_LEVEL: 'silent',
};

const tempDatabase = () => join(mkdtempSync(join(tmpdir(), 'relief-seed-cli-')), 'seed.db');

function startCli(args: string[]): {
  child: ChildProcess;
  output: () => string;
  done: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'seed/cli.ts', ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr!.on('data', (data: Buffer) => (output += data.toString()));
  return { child, output: () => output, done: new Promise((done) => child.on('exit', (code) => done(code))) };
}

async function runCli(args: string[]): Promise<string> {
  const run = startCli(args);
  const code = await run.done;
  if (code !== 0) throw new Error(`seed CLI exited with ${code}:\n${run.output()}`);
  return run.output();
}

/**
 * Every seeded table, one JSON line per row in id order. Staff accounts are not seeded data (their ids
 * are random UUIDs): they are left out and their ids in the rows (in the audit log's JSON too) read as
 * their e-mails; the borrowers' password hash is salted, so left out too. Sealed secrets (dates of
 * birth, bank tokens) are read opened: each sealing draws a fresh random IV.
 */
function dump(file: string): Map<string, string[]> {
  registerDataKeys(readDataKeyFile(`${file}.key`));
  const db = new Sqlite(file, { readonly: true });
  const staff = new Map(
    (
      db.prepare('select u.id, u.email from users u join user_groups g on g.user_id = u.id').all() as {
        id: string;
        email: string;
      }[]
    ).map((s) => [s.id, s.email]),
  );
  const tables = [...insertOrder.map((t) => t.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)), 'lenders'];
  const out = new Map<string, string[]>();
  for (const table of tables) {
    const rows = db
      .prepare(`select * from ${table} order by ${table === 'lenders' ? 'name' : 'id'}`)
      .all() as Record<string, unknown>[];
    const lines = rows
      .filter((row) => !staff.has(row.id as string))
      .map((row) => {
        const { password_hash: _hash, ...values } = row;
        if (table === 'lenders') delete values.id;
        for (const [key, value] of Object.entries(values))
          if (typeof value === 'string')
            values[key] = (sealedKeyId(value) ? open(value) : value).replace(
              /[0-9a-f]{8}-[0-9a-f-]{27}/g,
              (id) => staff.get(id) ?? id,
            );
        return JSON.stringify(values);
      });
    out.set(table, lines);
  }
  db.close();
  return out;
}

/** The first row that differs in each table that differs (a whole dump is too long to read). */
function differences(a: Map<string, string[]>, b: Map<string, string[]>): string[] {
  return [...a.keys()].flatMap((table) => {
    const [x, y] = [a.get(table)!, b.get(table) ?? []];
    const i = x.findIndex((line, k) => line !== y[k]);
    return i < 0 && x.length === y.length ? [] : [`${table} row ${i}: ${x[i]} ≠ ${y[i]}`];
  });
}

describe('npm run seed', () => {
  it('gives the same data for the same seed and anchor, byte for byte, with or without a generator thread', async () => {
    const [a, b] = [tempDatabase(), tempDatabase()];
    const common = ['--borrowers', '150', '--seed', '5', '--now', anchor];
    const output = await runCli([
      ...common,
      '--new',
      '--database',
      `file:${a}`,
      '--workers',
      '0',
      '--chunk-size',
      '500',
    ]);
    await runCli([...common, '--new', '--database', `file:${b}`, '--workers', '1', '--chunk-size', '40']);
    expect(output).toContain('100 %');
    expect(output).toMatch(/total\s+[\d,]+/);
    const first = dump(a);
    expect(first.get('expense_estimates')!.length).toBeGreaterThan(100);
    expect(differences(first, dump(b))).toEqual([]);
  });

  it('--scenario with --reset leaves only the set and the demo borrower accounts', async () => {
    const file = tempDatabase();
    await runCli([
      '--borrowers',
      '40',
      '--seed',
      '2',
      '--now',
      anchor,
      '--new',
      '--database',
      `file:${file}`,
    ]);
    const output = await runCli([
      '--scenario',
      'firstDay',
      '--reset',
      '--now',
      anchor,
      '--new',
      '--database',
      `file:${file}`,
    ]);
    expect(output).toContain('Seeding the scenario set firstDay: 30 borrowers');
    const database = await openDatabase(`file:${file}`);
    const data = await loadTables(database);
    await database.close();
    expect(data.applications).toHaveLength(30 + demoAccounts.length);
    // The set's applications are the last six hours'; the demo accounts' are weeks old.
    const sixHoursBefore = new Date(Date.parse(anchor) - 6 * 3_600_000).toISOString();
    expect(data.applications.filter((a) => a.createdAt >= sixHoursBefore)).toHaveLength(30);
    expect(invariantViolations(data, new Date(anchor))).toEqual([]);
  });

  /** The borrowers committed to a file that must exist and open. */
  const borrowersIn = (file: string) => {
    const db = new Sqlite(file, { readonly: true, fileMustExist: true });
    const { n } = db.prepare('select count(*) as n from borrowers').get() as { n: number };
    db.close();
    return n;
  };
  /** While the CLI creates the file, it may not open yet: nothing committed. */
  const committedBorrowers = (file: string) => {
    try {
      return borrowersIn(file);
    } catch {
      return 0;
    }
  };
  const indexesOf = (file: string) => {
    const db = new Sqlite(file, { readonly: true, fileMustExist: true });
    const names = db.prepare(`select name from sqlite_master where type = 'index' order by name`).all();
    db.close();
    return names;
  };
  const bigLoad = (file: string, chunkSize: number, ...more: string[]) =>
    startCli([
      ...more,
      '--borrowers',
      '100000',
      '--seed',
      '3',
      '--now',
      anchor,
      '--new',
      '--database',
      `file:${file}`,
      '--chunk-size',
      String(chunkSize),
      '--workers',
      '0',
    ]);

  it('killed mid-seed (kill -9), leaves only whole borrower trees behind, and a new run carries on', async () => {
    const file = tempDatabase();
    const chunkSize = 100;
    const run = bigLoad(file, chunkSize);
    await expect
      .poll(() => committedBorrowers(file), { timeout: 120_000, interval: 100 })
      .toBeGreaterThanOrEqual(3 * chunkSize);
    // Well inside a chunk's transaction: a chunk of 100 trees takes a few hundred milliseconds.
    await sleep(150);
    run.child.kill('SIGKILL');
    expect(await run.done).toBeNull();

    const database = await openDatabase(`file:${file}`);
    const data = await loadTables(database);
    await database.close();
    expect(data.borrowers.length).toBeGreaterThanOrEqual(3 * chunkSize);
    expect(data.borrowers.length).toBeLessThan(100_000);
    expect(data.borrowers.length % chunkSize).toBe(0);
    expect(invariantViolations(data, new Date(anchor))).toEqual([]);

    await runCli([
      '--borrowers',
      '30',
      '--seed',
      '3',
      '--now',
      anchor,
      '--new',
      '--database',
      `file:${file}`,
    ]);
    const resumed = await openDatabase(`file:${file}`);
    const after = await loadTables(resumed);
    await resumed.close();
    // The killed run never reached the demo borrower accounts, made after the borrowers: this one did.
    expect(after.borrowers.length).toBe(data.borrowers.length + 30 + demoAccounts.length);
    expect(invariantViolations(after, new Date(anchor))).toEqual([]);
  });

  it('killed mid-seed (kill -9) with --bulk, leaves no borrower and every index, and a new run loads it', async () => {
    const file = tempDatabase();
    await (await openDatabase(`file:${file}`)).close();
    expect(committedBorrowers(file)).toBe(0);
    const indexes = indexesOf(file);
    const run = bigLoad(file, 100, '--bulk');
    // The load is one transaction: what it has written so far spills from SQLite's cache into the WAL.
    await expect
      .poll(() => (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0), {
        timeout: 120_000,
        interval: 100,
      })
      .toBeGreaterThan(20 * 2 ** 20);
    run.child.kill('SIGKILL');
    expect(await run.done).toBeNull();
    expect(borrowersIn(file)).toBe(0);
    expect(indexesOf(file)).toEqual(indexes);

    await runCli([
      '--borrowers',
      '30',
      '--seed',
      '3',
      '--now',
      anchor,
      '--new',
      '--database',
      `file:${file}`,
    ]);
    const database = await openDatabase(`file:${file}`);
    const after = await loadTables(database);
    await database.close();
    expect(after.borrowers.length).toBe(30 + demoAccounts.length);
    expect(invariantViolations(after, new Date(anchor))).toEqual([]);
  });

  it('refuses a database that does not exist, making none, unless told --new', async () => {
    const file = tempDatabase();
    const run = startCli(['--borrowers', '5', '--database', `file:${file}`]);
    expect(await run.done).not.toBe(0);
    expect(run.output()).toContain(`There is no training database at sqlite ${file}`);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.key`)).toBe(false);
  });
});
