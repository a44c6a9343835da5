import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from './logger';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '.astro' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
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
  outputs: ['dist/server/main.js'],
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

/** The parts that are missing or older than their sources. */
export function staleParts(root: string, parts: BuildPart[]): BuildPart[] {
  return parts.filter((part) => {
    const outputs = part.outputs.map((o) => resolve(root, o));
    const built = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
    const sources = Math.max(...part.sources.map((p) => newestMtime(resolve(root, p))));
    return built === 0 || built < sources;
  });
}

/** `npm start` and the tests build each part that is missing or older than its sources. */
export function buildIfStale(root: string, logger: Logger, parts: BuildPart[]): void {
  for (const part of staleParts(root, parts)) {
    logger.info(`Building ${part.what} (first start or sources changed)…`);
    // Production React, whoever calls (vitest sets NODE_ENV=test, which would build development React).
    execSync(`npm run ${part.script}`, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}
