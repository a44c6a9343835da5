import { requirePermission } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { inTransaction } from '../data/bound';
import { AppError } from '../errors';
import { recordAudit } from './audit';
import type { ServiceDeps } from './deps';
import { mailJob } from './mailJob';

/**
 * A lead's Retry of a mail that failed for good (the outbox shows its error): its job runs again
 * with its retries afresh, recorded in the audit. A mail already retried, or never failed, is a
 * CONFLICT, so two leads pressing Retry at once send it once.
 */
export async function retryFailedMail(
  deps: Pick<ServiceDeps, 'database' | 'jobs' | 'now'>,
  viewer: Viewer,
  emailId: string,
): Promise<void> {
  requirePermission(viewer, 'outbox:retry');
  const jobId = await inTransaction(deps.database, async (data) => {
    const failedJobId = await data.outbox.markMailRetried(emailId, deps.now().toISOString());
    if (!failedJobId) throw new AppError('CONFLICT', 'This e-mail is not waiting for a retry');
    await recordAudit(data, viewer, { action: 'retryMail', entity: 'Email', entityId: emailId });
    return failedJobId;
  });
  await deps.jobs.retry(mailJob, jobId);
}
