import { textLengthErrors } from './formChecks';
import { invalid, required } from './messages';
import type { FieldErrors } from './planRules';

export const contactMethods = ['Email', 'Phone'] as const;

export const contactOutcomes = [
  'Counseling session was conducted',
  'Wrong number',
  'Left a voicemail',
  'Voicemail was not set up',
  'Session scheduled',
  'Client was not interested',
  'Client did not qualify',
] as const;

/** The outcome that books a call-back: it takes a date and time, no other outcome does. */
export const callbackOutcome = 'Session scheduled';

/** The spec's comment box (service-portal §5): at most 245 characters. */
export const maxNoteLength = 245;

/** How far ahead a call-back may be booked. */
export const maxCallbackDays = 365;

export const contactAttemptLabels = {
  method: 'What was the method of contact',
  outcome: 'What was the outcome',
  whatTypeOfOfferDidTheyReceive: 'What type of offer did they receive',
  note: 'Note',
  callbackAt: 'Call back at',
} as const;

/** What a rep logs about one attempt to reach a borrower (service-portal §3, Contact attempt). */
export interface ContactAttemptFields {
  method: string;
  outcome: string;
  whatTypeOfOfferDidTheyReceive?: string | null;
  note?: string | null;
  /** An ISO instant; only for 'Session scheduled'. */
  callbackAt?: string | null;
}

/** Messages that say the rule, not only that it was broken. */
export const contactAttemptMessages = {
  noteTooLong: `Note is at most ${maxNoteLength} characters`,
  callbackRequired: 'Call back at is required when a session is scheduled',
  callbackInvalid: 'Call back at is not a date and time',
  callbackPast: 'Call back at must be later than now',
  callbackTooFar: `Call back at must be within ${maxCallbackDays} days`,
  callbackNotScheduled: 'Call back at is only for a scheduled session',
} as const;

const dayMs = 86_400_000;

function callbackErrors(outcome: string, callbackAt: string | null | undefined, now: Date): string | null {
  if (outcome !== callbackOutcome) return callbackAt ? contactAttemptMessages.callbackNotScheduled : null;
  if (!callbackAt) return contactAttemptMessages.callbackRequired;
  const at = Date.parse(callbackAt);
  if (Number.isNaN(at) || !/^\d{4}-\d{2}-\d{2}T/.test(callbackAt))
    return contactAttemptMessages.callbackInvalid;
  if (at <= now.getTime()) return contactAttemptMessages.callbackPast;
  if (at > now.getTime() + maxCallbackDays * dayMs) return contactAttemptMessages.callbackTooFar;
  return null;
}

/**
 * The method and the outcome are required and one of the choices; the offer's free text has the usual
 * limit and the note the comment box's; a scheduled session needs a call-back later than now (and
 * within a year), any other outcome none. `now` is passed in so the rule stays pure.
 */
export function contactAttemptErrors(input: ContactAttemptFields, now: Date): FieldErrors {
  const errors: FieldErrors = textLengthErrors({
    whatTypeOfOfferDidTheyReceive: input.whatTypeOfOfferDidTheyReceive,
  });
  if (typeof input.note === 'string' && input.note.trim().length > maxNoteLength)
    errors.note = contactAttemptMessages.noteTooLong;
  if (!input.method) errors.method = required(contactAttemptLabels.method);
  else if (!(contactMethods as readonly string[]).includes(input.method))
    errors.method = invalid(contactAttemptLabels.method);
  if (!input.outcome) errors.outcome = required(contactAttemptLabels.outcome);
  else if (!(contactOutcomes as readonly string[]).includes(input.outcome))
    errors.outcome = invalid(contactAttemptLabels.outcome);
  else {
    const callback = callbackErrors(input.outcome, input.callbackAt, now);
    if (callback) errors.callbackAt = callback;
  }
  return errors;
}
