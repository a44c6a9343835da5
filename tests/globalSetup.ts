import { resolve } from 'node:path';
import { buildIfStale } from '../api/build';
import { createLogger } from '../api/logger';

/** Browser tests run against the built console and site: build them once when missing or stale. */
export default function setup(): void {
  buildIfStale(resolve(import.meta.dirname, '..'), createLogger('info'));
}
