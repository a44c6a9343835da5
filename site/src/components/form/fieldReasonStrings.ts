import { fieldReasons, type FieldReason } from '@domain/fieldReasons';
import type { Strings } from '../../i18n/islandStrings';

/** Each refusal's reason in the dictionaries ('form.reason.<name>'), and the e-mail ending's with the counsellor's line. */
export const fieldReasonKeys = [
  ...(Object.keys(fieldReasons) as FieldReason[]).map((reason) => `form.reason.${reason}` as const),
  'form.reason.emailEndingCall',
] as const;

export function fieldReasonStrings(
  strings: Strings<(typeof fieldReasonKeys)[number]>,
): Record<FieldReason, string> {
  return Object.fromEntries(
    (Object.keys(fieldReasons) as FieldReason[]).map((reason) => [reason, strings[`form.reason.${reason}`]]),
  ) as Record<FieldReason, string>;
}
