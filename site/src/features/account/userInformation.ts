import { checkUserInformation } from '../../../../api/domain/userInformation';
import type { UserInformation } from './authApi';
import { format } from './strings';

/** The account's one name field, split for the Confirm Your Information form. */
export function splitName(name: string | null): Pick<UserInformation, 'firstName' | 'lastName'> {
  const [firstName = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Types the dashes of ddd-ddd-dddd as the digits come, so the pattern is hard to miss. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}

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
