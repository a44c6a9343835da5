import type { Viewer } from '../auth/viewer';
import { applicationById, updateApplicationFields } from '../data/applications';
import { insertContactAttempt } from '../data/contactAttempts';
import { contactAttemptLabels, contactMethods, contactOutcomes } from '../domain/contactAttempt';
import { textLengthErrors } from '../domain/formChecks';
import { invalid, required } from '../domain/messages';
import type { FieldErrors } from '../domain/planRules';
import { notFound } from '../errors';
import { recordAudit } from './audit';
import type { ServiceDeps } from './deps';
import { assertValid } from './validation';

export interface ContactAttemptInput {
  applicationId: string;
  method: string;
  outcome: string;
  wasACounselingSessionConducted?: boolean | null;
  didTheBorrowerReceiveAnOffer?: boolean | null;
  whatTypeOfOfferDidTheyReceive?: string | null;
}

function contactAttemptErrors(input: ContactAttemptInput): FieldErrors {
  const errors: FieldErrors = textLengthErrors({
    whatTypeOfOfferDidTheyReceive: input.whatTypeOfOfferDidTheyReceive,
  });
  if (!input.method) errors.method = required(contactAttemptLabels.method);
  else if (!(contactMethods as readonly string[]).includes(input.method))
    errors.method = invalid(contactAttemptLabels.method);
  if (!input.outcome) errors.outcome = required(contactAttemptLabels.outcome);
  else if (!(contactOutcomes as readonly string[]).includes(input.outcome))
    errors.outcome = invalid(contactAttemptLabels.outcome);
  return errors;
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
