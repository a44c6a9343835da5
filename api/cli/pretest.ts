import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { serverBuild, staleParts, webBuild } from '../build';

/*
 * `npm test`'s first step. The type checks, the linter and a stale build are each one process on
 * one core, so they run side by side, as many at once as the machine has cores, each one's output
 * printed whole when it ends. The build is the one tests/globalSetup.ts would otherwise make
 * before the first test (BUILD_ON_START=false leaves the console and the site out there too).
 */
const root = resolve(import.meta.dirname, '../..');

interface Check {
  name: string;
  command: string;
  env?: NodeJS.ProcessEnv;
}

const parts = process.env.BUILD_ON_START === 'false' ? [serverBuild] : [serverBuild, webBuild];
const builds = staleParts(root, parts).map((part) => `npm run ${part.script}`);
const checks: Check[] = [
  ...(builds.length
    ? [{ name: 'build', command: builds.join(' && '), env: { NODE_ENV: 'production' } }]
    : []),
  { name: 'tsc', command: 'tsc --noEmit' },
  { name: 'astro check', command: 'astro check --root site' },
  { name: 'eslint', command: 'eslint .' },
  { name: 'squawk', command: 'tsx db/lintMigrations.ts' },
];

function run(check: Check): Promise<boolean> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(check.command, {
      cwd: root,
      shell: true,
      env: { ...process.env, ...check.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `\n── ${check.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s ──\n${output.trimEnd()}`,
      );
      done(code === 0);
    });
  });
}

async function runAll(): Promise<boolean> {
  const waiting = [...checks];
  const lane = async (): Promise<boolean> => {
    let passed = true;
    for (let check = waiting.shift(); check; check = waiting.shift()) passed = (await run(check)) && passed;
    return passed;
  };
  const lanes = Array.from({ length: Math.max(1, availableParallelism()) }, lane);
  return (await Promise.all(lanes)).every(Boolean);
}

const generated = await run({
  name: 'codegen',
  command: 'graphql-codegen --config codegen.ts --errors-only',
});
process.exitCode = generated && (await runAll()) ? 0 : 1;
