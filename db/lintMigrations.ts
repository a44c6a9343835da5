import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outsideTransaction } from './pgMigrations';

/*
 * `npm run lint:migrations` (part of `npm test`): squawk, a linter for PostgreSQL migrations, over
 * db/migrations/pg (or the folder given). The runner (db/pgMigrations.ts) applies a file in one
 * transaction unless its first line says otherwise, and squawk is told the same. An exception to a
 * rule for one statement is a `-- squawk-ignore <rule>` line above it, after a comment saying why.
 *
 * Rules left out for every file, and why:
 * - require-lock-timeout: the runner sets `lock_timeout` before every statement (SET LOCAL in the
 *   statement's transaction) and tries the file again later, so no file needs a line of its own.
 * - require-statement-timeout: waiting on others is bounded by the lock timeout; a migration's own work
 *   on a large table (a concurrent index, a batched copy) takes what it takes, and a statement timeout
 *   would stop a release part-way at a moment set by the table's size.
 * - prefer-bigint-over-int: integer columns hold counts and small figures (attempts, months, a
 *   household's size, scores); money is bigint cents (db/schema/columns.ts).
 * Left out for files run in one transaction only:
 * - prefer-robust-stmts: all of such a file commits or none of it, so it always runs again whole.
 *   A file run statement by statement is held to it: a failure part-way runs it again from its start.
 */
const everywhere = ['require-lock-timeout', 'require-statement-timeout', 'prefer-bigint-over-int'];
const inTransactionOnly = ['prefer-robust-stmts'];

const root = resolve(fileURLToPath(import.meta.url), '../..');
const folder = resolve(root, process.argv[2] ?? 'db/migrations/pg');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => join(folder, name));
const statementByStatement = files.filter((file) =>
  readFileSync(file, 'utf8').trimStart().startsWith(outsideTransaction),
);
const inOneTransaction = files.filter((file) => !statementByStatement.includes(file));

function squawk(paths: string[], flags: string[]): boolean {
  if (paths.length === 0) return true;
  const run = spawnSync(resolve(root, 'node_modules/.bin/squawk'), ['--reporter=gcc', ...flags, ...paths], {
    cwd: root,
    encoding: 'utf8',
  });
  process.stdout.write(run.stdout + run.stderr);
  return run.status === 0;
}

const passed = [
  squawk(inOneTransaction, [
    '--assume-in-transaction',
    `--exclude=${[...everywhere, ...inTransactionOnly].join(',')}`,
  ]),
  squawk(statementByStatement, [`--exclude=${everywhere.join(',')}`]),
].every(Boolean);
console.log(
  `squawk: ${files.length} migrations (${statementByStatement.length} statement by statement) ${passed ? 'pass' : 'FAIL'}`,
);
process.exitCode = passed ? 0 : 1;
