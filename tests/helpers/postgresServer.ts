import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../db/client';
import { generateDataKey, parseDataKey } from '../../db/dataKeys';

/*
 * A real PostgreSQL server for the tests that need one (two server processes cannot share PGlite):
 * CI's (TEST_POSTGRES_URL), else a throwaway one started here from the PostgreSQL binaries, run as
 * the `postgres` user when the tests run as root (the server refuses root). Like CI's, it is reached
 * as the role `relief_test`, which owns the test databases and may hold at most 20 connections
 * (.ci/run): the suite's Postgres part must live within that.
 */

export const testRole = 'relief_test';
export const testRoleConnectionLimit = 20;

export interface PostgresServer {
  /** The server's `postgres` database, as the test role: test databases are made from here. */
  url: string;
  stop(): Promise<void>;
}

/** A server of the test's own, which it may take down and bring back (as an outage or a restart does). */
export interface OwnPostgresServer extends PostgresServer {
  /** Stops the server as an administrator's fast shutdown does: every connection is cut. */
  halt(): void;
  /** Starts it again on the same port and data. */
  resume(): void;
}

const binaryDirs = [
  '/usr/local/bin',
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
  '/usr/bin',
];
const binary = (name: string) => binaryDirs.map((dir) => join(dir, name)).find((path) => existsSync(path));

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the user the server must run as. */
function runAsPostgres(command: string, args: string[]) {
  if (!isRoot()) return execFileSync(command, args, { stdio: 'pipe' });
  const quoted = [command, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
}

/** Why no server can be had here, or null when one can. */
function missing(): string | null {
  if (!binary('initdb') || !binary('pg_ctl'))
    return 'no PostgreSQL binaries (initdb, pg_ctl) in /usr/local/bin or /usr/lib/postgresql/*/bin';
  if (isRoot()) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'pipe' });
    } catch {
      return 'running as root and there is no `postgres` user to run the server as';
    }
  }
  return null;
}

/** The role the tests connect as: a login that may make databases, limited to 20 connections. */
export async function createTestRole(superuserUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  try {
    await admin.query(`create role ${testRole} login createdb connection limit ${testRoleConnectionLimit}`);
  } finally {
    await admin.end();
  }
}

let started: Promise<PostgresServer> | null = null;

/**
 * CI's server when TEST_POSTGRES_URL is set, else one started for this test process (once); when
 * neither can be had, it throws saying what is missing: a test that needs Postgres fails, never skips.
 */
export function postgresServer(): Promise<PostgresServer> {
  const given = process.env.TEST_POSTGRES_URL;
  if (given) return Promise.resolve({ url: given, stop: async () => undefined });
  started ??= startThrowaway().then((server) => ({
    url: server.url,
    stop: async () => {
      started = null;
      await server.stop();
    },
  }));
  return started;
}

/** A throwaway server for this test alone, even when CI gives a shared one (which must never go down). */
export function ownPostgresServer(): Promise<OwnPostgresServer> {
  return startThrowaway();
}

async function startThrowaway(): Promise<OwnPostgresServer> {
  const reason = missing();
  if (reason)
    throw new Error(`This test needs PostgreSQL: set TEST_POSTGRES_URL, or install it (${reason}).`);
  const dir = mkdtempSync(join(tmpdir(), 'relief-test-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  runAsPostgres(binary('initdb')!, ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    runAsPostgres(binary('pg_ctl')!, ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  start();
  const halt = () => runAsPostgres(binary('pg_ctl')!, ['-D', data, '-m', 'fast', '-w', 'stop']);
  const stop = async () => {
    runAsPostgres(binary('pg_ctl')!, ['-D', data, '-m', 'immediate', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await createTestRole(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://${testRole}@127.0.0.1:${port}/postgres`, stop, halt, resume: () => void start() };
}

/** A new, empty database on `server`, owned by the role it connects as. */
export async function freshPostgresDatabase(server: PostgresServer): Promise<string> {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  const name = `relief_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database on `server`, migrated and opened with a key of its own: its URL and the open database. */
export async function openFreshPostgres(
  server: PostgresServer,
  options: { poolSize: number },
): Promise<{ url: string; database: Database }> {
  const url = await freshPostgresDatabase(server);
  const database = await openDatabase(url, {
    poolSize: options.poolSize,
    dataKeys: { current: parseDataKey(generateDataKey()), old: [] },
  });
  return { url, database };
}
