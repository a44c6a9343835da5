import { isValidEmail, phonePattern } from './borrowerRules';
import { invalid, required } from './messages';
import { passwordMeetsRules, passwordRulesMessage } from './password';
import type { FieldErrors } from './planRules';

/*
 * A rep account's rules, with their messages: the API checks them on save, the console before it
 * (admin/src/reps/repValidators.ts).
 */

const repNameMaxLength = 100;

/** The address's form; whether one is given is checked apart. */
export const repEmailError = (email: string): string | undefined =>
  isValidEmail(email) ? undefined : invalid('Email');

/** A phone is optional; given, it is ddd-ddd-dddd. */
export const repPhoneError = (phone: unknown): string | undefined =>
  typeof phone === 'string' && phone !== '' && !phonePattern.test(phone) ? invalid('Phone') : undefined;

export const repPasswordError = (password: unknown): string | undefined =>
  passwordMeetsRules(typeof password === 'string' ? password : '') ? undefined : passwordRulesMessage;

export interface RepFields {
  name?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  password?: string | null;
}

/** A new rep needs a name, an email and a password; a change is checked only in what it sets. */
export function repErrors(input: RepFields, isNew: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (isNew && !input.name?.trim()) errors.name = required('Name');
  if (input.name && input.name.length > repNameMaxLength) errors.name = invalid('Name');
  if (isNew && !input.email) errors.email = required('Email');
  const email = input.email ? repEmailError(input.email) : undefined;
  if (email) errors.email = email;
  const phone = repPhoneError(input.phoneNumber);
  if (phone) errors.phoneNumber = phone;
  const password = isNew ? repPasswordError(input.password) : undefined;
  if (password) errors.password = password;
  return errors;
}
