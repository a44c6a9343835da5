import type { Database } from '../../db/client';
import type { Logger } from '../logger';
import { bossQueue, type BossQueueOptions } from './bossQueue';
import type { JobQueue } from './queue';
import { tableQueue, type TableQueueOptions } from './tableQueue';

/**
 * The database's job queue: pg-boss on a PostgreSQL server (several servers share it), the
 * in-process table runner on SQLite (one box) and PGlite (one process, which pg-boss's own pool
 * cannot reach).
 */
export function openJobQueue(
  database: Database,
  url: string | undefined,
  logger: Logger,
  options: TableQueueOptions & BossQueueOptions = {},
): JobQueue {
  const log = logger.child({ component: 'jobs' });
  if (database.dialect === 'postgres' && url) return bossQueue(url, log, options);
  return tableQueue(database, log, options);
}
