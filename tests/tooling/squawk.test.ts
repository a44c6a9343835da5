import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/*
 * `npm test` runs squawk over the Postgres migrations (db/lintMigrations.ts, api/cli/pretest.ts). Here:
 * it fails on a migration that would lock a busy table, and the project's own migrations pass.
 */
const root = resolve(import.meta.dirname, '../..');
const lint = (folder: string) =>
  promisify(execFile)(resolve(root, 'node_modules/.bin/tsx'), ['db/lintMigrations.ts', folder], {
    cwd: root,
  }).then(
    ({ stdout }) => ({ passed: true, output: stdout }),
    (error: { stdout: string }) => ({ passed: false, output: error.stdout }),
  );

describe('squawk over the Postgres migrations', () => {
  it('passes the project’s migrations', async () => {
    const { passed, output } = await lint('db/migrations/pg');
    expect(output).toMatch(/pass/);
    expect(passed).toBe(true);
  });

  it('fails a new index built on an existing table inside a transaction, and a file run twice that cannot be', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'relief-squawk-'));
    cpSync(resolve(root, 'db/migrations/pg'), folder, { recursive: true });
    writeFileSync(
      join(folder, '0099_index.sql'),
      'CREATE INDEX "applications_status_idx" ON "applications" ("status");',
    );
    writeFileSync(
      join(folder, '0100_column.sql'),
      '-- migrate: outside a transaction\nALTER TABLE "applications" ADD COLUMN "note" text;',
    );
    const { passed, output } = await lint(folder);
    expect(passed).toBe(false);
    expect(output).toMatch(/0099_index\.sql[\s\S]*require-concurrent-index-creation/);
    expect(output).toMatch(/0100_column\.sql[\s\S]*prefer-robust-stmts/);
  });
});
