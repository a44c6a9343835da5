import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Types come from schema.graphql (codegen.ts): a field renamed in the schema must fail the type check
 * wherever it is used — the server's resolvers, the console and the site's islands. This renames one
 * in a copy of the sources and runs what `npm run typecheck` runs: the codegen, which refuses the
 * site's and the console's documents that select the old name (naming their files), and tsc over the
 * server and the console (tsconfig.json), with the types that still generate. The site's islands
 * (site/tsconfig.json, astro check) are typed by the documents the codegen refuses: it names them.
 */

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const copied = [
  'api',
  'admin',
  'site',
  'db',
  'seed',
  'schema.graphql',
  'codegen.ts',
  'tsconfig.json',
  'package.json',
];
const notCopied = /[/\\](node_modules|dist|\.astro|public)([/\\]|$)/;

/** A command's output; a command that succeeds has no failure to report. */
async function failureOf(cwd: string, command: string, args: string[], env: Record<string, string> = {}) {
  try {
    await run(command, args, { cwd, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
    return null;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return `${stdout}\n${stderr}`;
  }
}

describe('a field renamed in schema.graphql', () => {
  let copy: string;
  let codegen: string | null;
  let server: string | null;

  beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), 'schema-rename-'));
    for (const entry of copied) {
      cpSync(join(root, entry), join(copy, entry), {
        recursive: true,
        filter: (from) => !notCopied.test(from),
      });
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const schema = readFileSync(join(copy, 'schema.graphql'), 'utf8');
    const renamed = schema.replace('  planLengthInMonths: Int!', '  planLengthInMonthsRenamed: Int!');
    expect(renamed).not.toBe(schema);
    writeFileSync(join(copy, 'schema.graphql'), renamed);

    const bin = (name: string) => join(root, 'node_modules/.bin', name);
    // Under vitest (NODE_ENV=test) the codegen would print no more than that it failed.
    codegen = await failureOf(copy, bin('graphql-codegen'), ['--config', 'codegen.ts'], {
      NODE_ENV: 'development',
    });
    // The types that still generate (the server's, the console's records), for tsc to check the rest.
    await failureOf(copy, bin('graphql-codegen'), ['--config', 'codegen.ts'], {
      CODEGEN_PARTIAL_OUTPUT: 'true',
    });
    server = await failureOf(copy, bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  }, 300_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('fails the codegen on the documents that select it, naming the site’s island', () => {
    expect(codegen).toContain('planLengthInMonths');
    expect(codegen).toContain('site/src/features/offers/Success.tsx');
  });

  it('fails tsc on the server’s resolver of it', () => {
    expect(server).toMatch(/api\/graphql\/resolvers\/resources\.ts\(\d+,\d+\): error/);
  });

  it('fails tsc on the console code that reads it', () => {
    expect(server).toMatch(/admin\/src\/plans\/planKinds\.ts\(\d+,\d+\): error/);
    expect(server).toMatch(/admin\/src\/applications\/show\/decision\/DecisionTab\.tsx\(\d+,\d+\): error/);
  });
});
