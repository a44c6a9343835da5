import { requirePermission } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { inTransaction } from '../data/bound';
import {
  contactAttemptErrors,
  contactAttemptMessages,
  contactOutcomes,
  type ContactAttemptFields,
} from '../domain/contactAttempt';
import { statusAfterContact } from '../domain/applicationStatus';
import { cleanText } from '../domain/formChecks';
import { AppError, notFound } from '../errors';
import { announced } from './applicationChanges';
import { recordAudit } from './audit';
import type { ServiceDeps } from './deps';
import { assertValid, definedOnly } from './validation';

export interface ContactAttemptInput extends ContactAttemptFields {
  applicationId: string;
  wasACounselingSessionConducted?: boolean | null;
  didTheBorrowerReceiveAnOffer?: boolean | null;
}

/** The call-back as stored: a normalised ISO instant, or null. */
const instantOf = (callbackAt: string | null | undefined) =>
  callbackAt ? new Date(callbackAt).toISOString() : null;

/**
 * Logs the attempt and sets the application Contacted, or Call Scheduled when it books a call-back, in
 * one transaction (service-portal §4). A scheduled session carries the call-back the rep booked; a
 * note is the rep's own words.
 */
export async function createContactAttempt(deps: ServiceDeps, viewer: Viewer, input: ContactAttemptInput) {
  requirePermission(viewer, 'contactAttempt:create');
  const { database } = deps;
  const now = deps.now();
  assertValid(contactAttemptErrors(input, now));
  let application: { id: string; assignedTo: string | null; status: string } | undefined;
  const attempt = await inTransaction(database, async (data) => {
    const before = await data.applications.applicationById(input.applicationId);
    if (!before) throw notFound('Application');
    const saved = await data.contactAttempts.insertContactAttempt({
      ...input,
      note: cleanText(input.note),
      callbackAt: instantOf(input.callbackAt),
      contactedBy: viewer.id,
      createdAt: now.toISOString(),
    });
    const status = statusAfterContact(saved.outcome);
    application = await data.applications.updateApplicationFields(before.id, { status });
    await recordAudit(data, viewer, {
      action: 'contact',
      entity: 'ContactAttempt',
      entityId: saved.id,
      applicationId: before.id,
      before: { status: before.status },
      after: {
        status,
        method: saved.method,
        outcome: saved.outcome,
        callbackAt: saved.callbackAt,
      },
    });
    return saved;
  });
  await announced(deps.database, viewer, 'contact', now, Promise.resolve(application!));
  return attempt;
}

export interface ContactAttemptCorrection extends Partial<ContactAttemptFields> {
  id: string;
  wasACounselingSessionConducted?: boolean | null;
  didTheBorrowerReceiveAnOffer?: boolean | null;
}

/**
 * Corrects a mistaken attempt: its author or a lead, in one transaction with the audit entry that
 * keeps what it said before. The record is judged whole after the change, except that a call-back
 * left as it was may lie in the past by now. The application's status stays as it is. An attempt the
 * product recorded itself (a reconnect link) is not a rep's to correct.
 */
export async function correctContactAttempt(
  deps: ServiceDeps,
  viewer: Viewer,
  input: ContactAttemptCorrection,
) {
  requirePermission(viewer, 'contactAttempt:create');
  const { database } = deps;
  const now = deps.now();
  const { id: _id, ...fields } = input;
  const changes = definedOnly(fields);
  return inTransaction(database, async (data) => {
    const before = await data.contactAttempts.contactAttemptById(input.id);
    if (!before) throw notFound('ContactAttempt');
    if (before.contactedBy !== viewer.id && !viewer.isLead)
      throw new AppError(
        'FORBIDDEN',
        'Only the representative who logged this attempt, or a lead, may correct it.',
      );
    if (!(contactOutcomes as readonly string[]).includes(before.outcome))
      throw new AppError('CONFLICT', 'The product recorded this attempt itself: it cannot be corrected.');
    const merged = { ...before, ...changes };
    const errors = contactAttemptErrors(merged, now);
    const callbackKept = !('callbackAt' in changes) && !('outcome' in changes);
    if (callbackKept && errors.callbackAt === contactAttemptMessages.callbackPast) delete errors.callbackAt;
    assertValid(errors);
    const saved = {
      ...changes,
      ...('note' in changes ? { note: cleanText(changes.note) } : {}),
      ...('callbackAt' in changes || 'outcome' in changes
        ? { callbackAt: instantOf(merged.callbackAt) }
        : {}),
    };
    const after = await data.contactAttempts.updateContactAttemptFields(before.id, {
      ...saved,
      correctedAt: now.toISOString(),
    });
    const keys = Object.keys(saved) as (keyof typeof before)[];
    await recordAudit(data, viewer, {
      action: 'correct',
      entity: 'ContactAttempt',
      entityId: before.id,
      applicationId: before.applicationId,
      before: Object.fromEntries(keys.map((key) => [key, before[key]])),
      after: Object.fromEntries(keys.map((key) => [key, after[key]])),
    });
    return after;
  });
}
