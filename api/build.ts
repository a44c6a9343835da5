import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Logger } from './logger';

/** Every file under `path` that a build reads, in a stable order. */
function sourceFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((entry) => entry !== 'node_modules' && entry !== '.astro' && !entry.startsWith('.'))
    .sort()
    .flatMap((entry) => sourceFiles(join(path, entry)));
}

const newestMtime = (files: string[]) => Math.max(0, ...files.map((file) => statSync(file).mtimeMs));

/** What a part is built from: every source file's path and content. */
function sourcesHash(root: string, files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Written by a part's build as it ends: the hash of the sources it was built from. */
const stampOf = (root: string, part: BuildPart) => resolve(root, 'dist/.stamps', `${part.script}.json`);

export function writeBuildStamp(root: string, part: BuildPart): void {
  const stamp = stampOf(root, part);
  mkdirSync(dirname(stamp), { recursive: true });
  const files = part.sources.flatMap((source) => sourceFiles(resolve(root, source)));
  writeFileSync(stamp, JSON.stringify({ sources: sourcesHash(root, files) }));
}

/** A part of `npm run build`: what it makes, from what, by which npm script. */
export interface BuildPart {
  what: string;
  outputs: string[];
  sources: string[];
  script: string;
}

/** The server's JavaScript: `npm start` runs it (api/cli/buildServer.ts). */
export const serverBuild: BuildPart = {
  what: 'the server',
  outputs: ['dist/server/main.js', 'dist/server/tracing.js'],
  sources: ['api', 'db', 'seed', 'package.json', 'tsconfig.json'],
  script: 'build:server',
};

/** The console and the site, which the server serves. */
export const webBuild: BuildPart = {
  what: 'the console and the site',
  outputs: ['dist/admin/index.html', 'dist/site/index.html'],
  sources: ['admin', 'site', 'api/domain', 'schema.graphql'],
  script: 'build:web',
};

/**
 * The parts that are missing or whose sources changed since they were built. A source newer than the
 * build is only a hint (a checkout, a copy or \`touch\` changes times, not contents): the sources'
 * hash is compared with the one the build left, and when it is the same the stamp's time moves on,
 * so the next start does not hash again (docs/decisions/0187-start-without-rebuilding.md).
 */
export function staleParts(root: string, parts: BuildPart[]): BuildPart[] {
  return parts.filter((part) => {
    const outputs = part.outputs.map((o) => resolve(root, o));
    if (outputs.some((output) => !existsSync(output))) return true;
    const stamp = stampOf(root, part);
    const builtAt = existsSync(stamp)
      ? statSync(stamp).mtimeMs
      : Math.min(...outputs.map((o) => statSync(o).mtimeMs));
    const files = part.sources.flatMap((source) => sourceFiles(resolve(root, source)));
    if (newestMtime(files) <= builtAt) return false;
    if (!existsSync(stamp)) return true;
    const { sources } = JSON.parse(readFileSync(stamp, 'utf8')) as { sources?: string };
    if (sources !== sourcesHash(root, files)) return true;
    const now = new Date();
    utimesSync(stamp, now, now);
    return false;
  });
}

/** `npm start` and the tests build each part that is missing or whose sources changed. */
export function buildIfStale(root: string, logger: Logger, parts: BuildPart[]): void {
  for (const part of staleParts(root, parts)) {
    logger.info(`Building ${part.what} (first start or sources changed)…`);
    // Production React, whoever calls (vitest sets NODE_ENV=test, which would build development React).
    execSync(`npm run ${part.script}`, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    writeBuildStamp(root, part);
  }
}
