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

/** `npm start` builds the console and the site when the build is missing or older than its sources. */
export function buildIfStale(root: string, logger: Logger): void {
  const outputs = [resolve(root, 'dist/admin/index.html'), resolve(root, 'dist/site/index.html')];
  const built = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
  const sources = Math.max(
    ...['admin', 'site', 'api/domain', 'schema.graphql'].map((p) => newestMtime(resolve(root, p))),
  );
  if (built > 0 && built >= sources) return;
  logger.info('Building the console and the site (first start or sources changed)…');
  // Production React, whoever calls (vitest sets NODE_ENV=test, which would build development React).
  execSync('npm run build', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
