import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * PgBouncer in transaction mode hands a server connection to another client after each transaction
 * (README, "Behind PgBouncer"): nothing the product runs on the pool may outlive its transaction.
 * The one LISTEN connection (api/cluster/fanOut.ts) is a connection of its own, straight to Postgres.
 */

const root = resolve(import.meta.dirname, '../..');
const listenConnection = 'api/cluster/fanOut.ts';

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return /\.(ts|sql)$/.test(name) ? [path] : [];
  });
}

/** What binds state to a session, each with what it looks like in code or SQL. */
const sessionBound: [string, RegExp][] = [
  ['LISTEN', /["'`]\s*(UN)?LISTEN\s/i],
  ['a session-level advisory lock', /pg_(try_)?advisory_lock(_shared)?\s*\(/i],
  ['a session-level SET', /["'`]\s*SET\s+(SESSION\s+)?(?!LOCAL\b)[a-z_.]+\s*(=|TO\b)/i],
  ['a named prepared statement', /["'`]\s*PREPARE\s+\w+|\bname:\s*['"`][^'"`]+['"`]\s*,\s*text:/i],
  ['a temporary table', /\bCREATE\s+(GLOBAL\s+|LOCAL\s+)?TEMP(ORARY)?\s+TABLE/i],
  ['a cursor kept across transactions', /\bWITH\s+HOLD\b/i],
];

const offences = (text: string) =>
  sessionBound.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);

describe('nothing session-bound on the pool', () => {
  it('runs no LISTEN, session SET, advisory lock, named statement, temporary table or held cursor', () => {
    const found = ['api', 'db', 'seed']
      .flatMap(sources)
      .filter((path) => path !== listenConnection)
      .flatMap((path) => offences(readFileSync(join(root, path), 'utf8')).map((what) => `${path}: ${what}`));
    expect(found).toEqual([]);
  });

  it('knows each when it sees it', () => {
    expect(offences('client.query(\'LISTEN "plaidItemUpdate"\')')).toEqual(['LISTEN']);
    expect(offences('select pg_advisory_lock(42)')).toEqual(['a session-level advisory lock']);
    expect(offences('select pg_advisory_xact_lock(42)')).toEqual([]);
    expect(offences('db.execute(sql`SET statement_timeout = 1000`)')).toEqual(['a session-level SET']);
    expect(offences('db.execute(sql`set local statement_timeout = 1000`)')).toEqual([]);
    expect(offences("pool.query({ name: 'list', text: 'select 1' })")).toEqual([
      'a named prepared statement',
    ]);
    expect(offences('create temp table scratch (id int)')).toEqual(['a temporary table']);
    expect(offences('declare c cursor with hold for select 1')).toEqual([
      'a cursor kept across transactions',
    ]);
    expect(offences("update borrowers set owner = 'x'")).toEqual([]);
  });
});
