import type { Database } from '../db/client';
import { deleteExpiredSessions } from './auth/sessionStore';
import { deleteEndedRateLimitWindows } from './http/rateLimitStore';
import type { Logger } from './logger';

export const sweepEveryMs = 3_600_000;

/**
 * The hourly housekeeping: expired sessions and ended rate-limit windows are deleted, and the
 * planner's statistics refreshed. One runner per server: the cluster primary when there are
 * workers, else the one process (docs/decisions.md, "Serving on every core").
 */
export async function sweepOnce(database: Database, logger: Logger): Promise<void> {
  await deleteExpiredSessions(database).catch((err) =>
    logger.warn({ err }, 'could not delete expired sessions'),
  );
  await deleteEndedRateLimitWindows(database).catch((err) =>
    logger.warn({ err }, 'could not delete ended rate-limit windows'),
  );
  await database.optimize().catch((err) => logger.warn({ err }, 'could not refresh the planner statistics'));
}

/** Starts the hourly sweep; the returned function stops it. */
export function startSweeps(database: Database, logger: Logger): () => void {
  const timer = setInterval(() => void sweepOnce(database, logger), sweepEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
