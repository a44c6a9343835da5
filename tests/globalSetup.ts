import { resolve } from 'node:path';
import { buildIfStale, serverBuild, webBuild } from '../api/build';
import { createLogger } from '../api/logger';

/**
 * The tests that start the server as a process run its JavaScript, as `npm start` does, and the
 * browser tests the built console and site: each is built once when missing or stale.
 * BUILD_ON_START=false skips the console and the site (the same switch as `npm start`), for API-only
 * runs while editing; the server's build takes seconds and is never skipped.
 */
export default function setup(): void {
  const parts = process.env.BUILD_ON_START === 'false' ? [serverBuild] : [serverBuild, webBuild];
  buildIfStale(resolve(import.meta.dirname, '..'), createLogger('info'), parts);
}
