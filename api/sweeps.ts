import type { Database } from '../db/client';
import { deleteExpiredSessions } from './auth/sessionStore';
import type { Config } from './config';
import { resumeCheckEveryMs } from './domain/resumeEmail';
import { deleteEndedRateLimitWindows } from './http/rateLimitStore';
import type { Logger } from './logger';
import { integrationsFor } from './outbox';
import { sendResumeEmails, type ResumeEmailDeps } from './services/resumeEmail';
import { originOf, type Workspace } from './workspace';

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

/** A workspace as its sweeps see it: its database, and what its resume e-mails are written with. */
export type SweptWorkspace = ResumeEmailDeps;

/**
 * The workspace's mail as its requests have it — training's always its outbox — and its links from
 * its configured origin, never from a request.
 */
export function sweptWorkspace(
  config: Config,
  workspace: Workspace,
  database: Database,
  logger: Logger,
): SweptWorkspace {
  const log = logger.child({ workspace: workspace.kind });
  return {
    database,
    integrations: integrationsFor(config, workspace.kind, database, log),
    logger: log,
    publicOrigin: originOf(workspace, config.HOST, workspace.port),
    phones: workspace.phones,
  };
}

/** Starts the hourly sweep and the five-minute resume e-mail check; the returned function stops both. */
export function startSweeps(swept: SweptWorkspace): () => void {
  const { database, logger } = swept;
  const sweep = setInterval(() => void sweepOnce(database, logger), sweepEveryMs);
  const resume = setInterval(
    () =>
      void sendResumeEmails(swept, new Date()).catch((err) =>
        logger.warn({ err }, 'could not send the resume e-mails'),
      ),
    resumeCheckEveryMs,
  );
  sweep.unref();
  resume.unref();
  return () => {
    clearInterval(sweep);
    clearInterval(resume);
  };
}
