import {
  callbackOutcome,
  contactAttemptErrors,
  contactAttemptLabels,
  type ContactAttemptFields,
} from '@domain/contactAttempt';
import { required } from '@domain/messages';
import type { FieldErrors } from '@domain/planRules';
import { isUsTimeZone, zonedInstant } from '@domain/zonedTime';

/*
 * The contact questions form keeps a call-back as a day and a time the rep types in the borrower's
 * own time; what is sent is the instant (contactAttempt rules in api/domain judge both sides).
 */
export interface ContactFormValues extends Partial<ContactAttemptFields> {
  applicationId?: string;
  wasACounselingSessionConducted?: boolean;
  didTheBorrowerReceiveAnOffer?: boolean;
  /** YYYY-MM-DD in the borrower's zone. */
  callbackDay?: string;
  /** HH:mm in the borrower's zone. */
  callbackTime?: string;
}

/** The zone a call-back is typed in: the borrower's, else the rep's own (said so on the form). */
export const callbackZoneOf = (borrowerTimeZone: string | null | undefined): string =>
  isUsTimeZone(borrowerTimeZone) ? borrowerTimeZone : Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The instant of the typed day and time, or undefined while either is missing or no day. */
function callbackInstant(values: ContactFormValues, zone: string): string | undefined {
  const { callbackDay, callbackTime } = values;
  if (
    !callbackDay ||
    !callbackTime ||
    !/^\d{4}-\d{2}-\d{2}$/.test(callbackDay) ||
    !/^\d{2}:\d{2}$/.test(callbackTime)
  )
    return undefined;
  return zonedInstant(zone, callbackDay, callbackTime).toISOString();
}

/** What the server takes: the call-back as an instant, only for a scheduled session. */
export function toContactAttemptInput(values: ContactFormValues, zone: string) {
  const { callbackDay: _day, callbackTime: _time, ...rest } = values;
  const scheduled = values.outcome === callbackOutcome;
  return { ...rest, callbackAt: scheduled ? (callbackInstant(values, zone) ?? null) : null };
}

/** The shared rules, with a call-back's message shown at the day (and a missing time at the time). */
export function contactFormErrors(values: ContactFormValues, zone: string, now: Date): FieldErrors {
  const input = toContactAttemptInput(values, zone);
  const { callbackAt, ...errors } = contactAttemptErrors(
    { ...input, method: input.method ?? '', outcome: input.outcome ?? '' },
    now,
  );
  if (values.outcome === callbackOutcome && values.callbackDay && !values.callbackTime)
    return { ...errors, callbackTime: required('Time') };
  return callbackAt ? { ...errors, callbackDay: callbackAt } : errors;
}

export const callbackLabels = {
  day: `${contactAttemptLabels.callbackAt}: day`,
  time: 'Time',
};

/** A logged attempt as the form shows it: its call-back as a day and a time on the same clock. */
export function formValuesOf(
  attempt: ContactAttemptFields & {
    id?: string;
    wasACounselingSessionConducted?: boolean | null;
    didTheBorrowerReceiveAnOffer?: boolean | null;
  },
  zone: string,
): ContactFormValues & { id?: string } {
  const { callbackAt, ...rest } = attempt;
  const base = {
    id: rest.id,
    method: rest.method,
    outcome: rest.outcome,
    note: rest.note ?? '',
    whatTypeOfOfferDidTheyReceive: rest.whatTypeOfOfferDidTheyReceive ?? '',
    wasACounselingSessionConducted: rest.wasACounselingSessionConducted ?? false,
    didTheBorrowerReceiveAnOffer: rest.didTheBorrowerReceiveAnOffer ?? false,
  };
  if (!callbackAt) return base;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(callbackAt))
      .map((p) => [p.type, p.value]),
  );
  return {
    ...base,
    callbackDay: `${parts.year}-${parts.month}-${parts.day}`,
    callbackTime: `${parts.hour}:${parts.minute}`,
  };
}
