import type { Database } from '../db/client';
import { deleteExpiredSessions } from './auth/sessionStore';
import type { Config } from './config';
import { resumeCheckSchedule } from './domain/resumeEmail';
import { deleteEndedRateLimitWindows } from './http/rateLimitStore';
import { jobKind, type JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import { integrationsFor } from './outbox';
import { forgetEndedEmailChanges } from './services/accounts/changeEmail';
import { resumeOrphanedDemoDataLoads } from './services/demoData';
import { sendResumeEmails, type ResumeEmailDeps } from './services/resumeEmail';
import { originOf, type Workspace } from './workspace';

/**
 * The hourly housekeeping: expired sessions, ended rate-limit windows and changes of e-mail whose
 * links ended over a week ago are deleted, and the planner's statistics refreshed; keepSweeps also
 * hands on the demo-data loads of dead processes. A job (keepSweeps): one run per tick for every
 * server on the database (docs/decisions.md, "Jobs on a real queue").
 */
export async function sweepOnce(database: Database, logger: Logger): Promise<void> {
  await deleteExpiredSessions(database).catch((err) =>
    logger.warn({ err }, 'could not delete expired sessions'),
  );
  await deleteEndedRateLimitWindows(database).catch((err) =>
    logger.warn({ err }, 'could not delete ended rate-limit windows'),
  );
  await forgetEndedEmailChanges(database, new Date()).catch((err) =>
    logger.warn({ err }, 'could not forget ended changes of e-mail'),
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

/** The housekeeping, once per tick across every server on the database. */
export const sweepKind = jobKind<Record<string, never>>({
  name: 'sweep',
  retryLimit: 0,
  retryDelaySeconds: 60,
  leaseSeconds: 600,
});

/** The resume e-mail check: one at a time across the servers, so no e-mail goes twice. */
export const resumeEmailsKind = jobKind<Record<string, never>>({
  name: 'resume-emails',
  retryLimit: 0,
  retryDelaySeconds: 60,
  leaseSeconds: 240,
});

/** The workspace's housekeeping and resume e-mail check as jobs on its queue, each on its schedule. */
export function keepSweeps(jobs: JobQueue, swept: SweptWorkspace, sweepSchedule: string): void {
  const { database, logger } = swept;
  jobs.work(sweepKind, {
    run: async (_payload, { id }) => {
      await sweepOnce(database, logger);
      await resumeOrphanedDemoDataLoads(database, jobs, logger).catch((err) =>
        logger.warn({ err }, 'could not hand on the demo data loads of dead processes'),
      );
      logger.info({ job: id }, 'Swept');
    },
  });
  jobs.work(resumeEmailsKind, {
    run: async () => {
      await sendResumeEmails(swept, new Date());
    },
  });
  jobs.schedule(sweepKind, sweepSchedule, {});
  jobs.schedule(resumeEmailsKind, resumeCheckSchedule, {});
}
