import { requirePermission } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { inTransaction } from '../data/bound';
import { mailLanguage } from '../domain/applicationOptions';
import { reconnectLinkOutcome, reconnectLinkRefusal } from '../domain/reconnectLink';
import { AppError, notFound } from '../errors';
import { recordAudit } from './audit';
import { sendMail } from './mail';
import type { ServiceDeps } from './deps';

/**
 * A rep sends the borrower a link to reconnect their bank (issue 11), in the borrower's language,
 * recorded as an e-mail contact attempt (contact history) and in the audit log (History tab).
 * Race-free across reps and processes: the application's row is written first, which on Postgres
 * holds its lock until commit (SQLite's writer lock already serializes), so a second rep's check of
 * the last day's links sees the first one's. The mail goes out after the commit, never while the
 * database is locked; if it fails the record is taken back, so a retry is not refused.
 */
export async function sendReconnectLink(deps: ServiceDeps, viewer: Viewer, applicationId: string) {
  requirePermission(viewer, 'reconnectLink:send');
  const { database, logger } = deps;
  const now = deps.now();
  const sent = await inTransaction(database, async (data) => {
    const application = await data.applications.lockApplication(applicationId);
    if (!application) throw notFound('Application');
    const borrower = application.applicationBorrowerId
      ? await data.borrowers.borrowerById(application.applicationBorrowerId)
      : null;
    const bankItems = borrower ? await data.bank.bankItemConnectionsOfBorrower(borrower.id) : [];
    const refusal = reconnectLinkRefusal({
      email: borrower?.email,
      bankItems,
      lastSentAt: await data.contactAttempts.lastContactAttemptAt(applicationId, reconnectLinkOutcome),
      now,
    });
    if (refusal) throw new AppError('CONFLICT', refusal);
    const attempt = await data.contactAttempts.insertContactAttempt({
      applicationId,
      contactedBy: viewer.id,
      method: 'Email',
      outcome: reconnectLinkOutcome,
      createdAt: now.toISOString(),
    });
    await recordAudit(data, viewer, {
      action: 'sendReconnectLink',
      entity: 'ContactAttempt',
      entityId: attempt.id,
      applicationId,
      after: { to: borrower!.email, language: mailLanguage(borrower!.preferredLanguage) },
    });
    return { attempt, borrower: borrower! };
  });
  const { attempt, borrower } = sent;
  try {
    // Thrown: a link that was not sent is not recorded as a contact attempt.
    await sendMail(deps, {
      to: borrower.email!,
      content: { template: 'bankReconnect', firstName: borrower.firstName ?? '' },
      language: mailLanguage(borrower.preferredLanguage),
      onFailure: 'throw',
    });
  } catch (err) {
    logger.warn({ err, applicationId }, 'reconnect link not sent');
    await inTransaction(database, async (data) => {
      await data.audit.deleteAuditEntriesOf(attempt.id);
      await data.contactAttempts.deleteContactAttempt(attempt.id);
    });
    throw new AppError('UNAVAILABLE', 'The e-mail could not be sent. Please try again in a few minutes.');
  }
  return attempt;
}
