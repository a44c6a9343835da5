import { checkUserInformation } from '@domain/userInformation';
import type { UserInformation } from '../../lib/account/authApi';
import { format } from '../../i18n/islandStrings';

type Labels = Record<keyof UserInformation, string>;

/**
 * The shared rule (api/domain/userInformation.ts) decides what is wrong; the message is given in
 * the page's language: '{label} is required' when empty, else '{label} is invalid'.
 */
export function userInformationErrors(
  values: UserInformation,
  labels: Labels,
  templates: { required: string; invalid: string },
): Partial<Record<keyof UserInformation, string>> {
  const { errors } = checkUserInformation(values, true);
  const result: Partial<Record<keyof UserInformation, string>> = {};
  for (const field of ['firstName', 'lastName', 'phoneNumber'] as const) {
    if (!errors[field]) continue;
    const template = values[field].trim() ? templates.invalid : templates.required;
    result[field] = format(template, { label: labels[field] });
  }
  return result;
}
