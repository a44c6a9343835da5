import { resolve } from 'node:path';
import { buildIfStale } from '../api/build';
import { createLogger } from '../api/logger';

/**
 * Browser tests run against the built console and site: build them once when missing or stale.
 * BUILD_ON_START=false skips it (the same switch as `npm start`), for API-only runs while editing.
 */
export default function setup(): void {
  if (process.env.BUILD_ON_START === 'false') return;
  buildIfStale(resolve(import.meta.dirname, '..'), createLogger('info'));
}
