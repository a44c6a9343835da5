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

export const contactAttemptLabels = {
  method: 'What was the method of contact',
  outcome: 'What was the outcome',
  whatTypeOfOfferDidTheyReceive: 'What type of offer did they receive',
} as const;

/** What a rep logs about one attempt to reach a borrower (service-portal §3, Contact attempt). */
export interface ContactAttemptFields {
  method: string;
  outcome: string;
  whatTypeOfOfferDidTheyReceive?: string | null;
}

/** The method and the outcome are required and one of the choices; the free text has the usual limit. */
export function contactAttemptErrors(input: ContactAttemptFields): FieldErrors {
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
