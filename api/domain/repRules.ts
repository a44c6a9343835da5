import { isValidEmail, maskPhoneNumber, phonePattern } from './borrowerRules';
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

/**
 * A staff phone as people write it ('(302) 555-0190', '302.555.0190', '+1 302 555 0190') in the form
 * it is kept, ddd-ddd-dddd; null when it is not ten digits of a North American number.
 */
export function standardPhone(typed: string): string | null {
  if (!/^[\d\s().+-]+$/.test(typed.trim())) return null;
  const digits = typed.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  const phone = maskPhoneNumber(ten);
  return ten.length === 10 && phonePattern.test(phone) ? phone : null;
}

/** A phone is optional; given, it is ten digits however they are written. */
export const repPhoneError = (phone: unknown): string | undefined =>
  typeof phone === 'string' && phone.trim() !== '' && standardPhone(phone) === null
    ? invalid('Phone')
    : undefined;

/** The phone as it is kept: '' or blank is none, anything else its ddd-ddd-dddd (once it is valid). */
export const keptRepPhone = (phone: string | null | undefined): string | null | undefined =>
  phone == null ? phone : phone.trim() === '' ? null : (standardPhone(phone) ?? phone);

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
