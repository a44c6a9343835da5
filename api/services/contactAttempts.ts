import type { Viewer } from '../auth/viewer';
import { applicationById, updateApplicationFields } from '../data/applications';
import { insertContactAttempt } from '../data/contactAttempts';
import { contactAttemptErrors, type ContactAttemptFields } from '../domain/contactAttempt';
import { notFound } from '../errors';
import { recordAudit } from './audit';
import type { ServiceDeps } from './deps';
import { assertValid } from './validation';

export interface ContactAttemptInput extends ContactAttemptFields {
  applicationId: string;
  wasACounselingSessionConducted?: boolean | null;
  didTheBorrowerReceiveAnOffer?: boolean | null;
}

/** Logs the attempt and sets the application Contacted, in one transaction (service-portal §4). */
export function createContactAttempt(deps: ServiceDeps, viewer: Viewer, input: ContactAttemptInput) {
  const { database } = deps;
  assertValid(contactAttemptErrors(input));
  const { t } = database;
  return database.withTransaction(async (tx) => {
    const application = await applicationById(tx, t, input.applicationId);
    if (!application) throw notFound('Application');
    const attempt = await insertContactAttempt(tx, t, { ...input, contactedBy: viewer.id });
    await updateApplicationFields(tx, t, application.id, { status: 'Contacted' });
    await recordAudit(tx, t, viewer, {
      action: 'contact',
      entity: 'ContactAttempt',
      entityId: attempt.id,
      applicationId: application.id,
      before: { status: application.status },
      after: { status: 'Contacted', method: attempt.method, outcome: attempt.outcome },
    });
    return attempt;
  });
}
