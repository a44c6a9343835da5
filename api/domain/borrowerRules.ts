import { dateOfBirthMessage, isoDateOfBirthProblem, type BirthOf } from './dateOfBirth';
import { hasForbiddenCharacters } from './formChecks';
import { emailReason, refusedBecause, type FieldReason } from './fieldReasons';
import { required } from './messages';
import type { FieldErrors } from './planRules';

/** US states, DC and the territories the spec lists (borrower-application §5). */
export const usStates = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'DC',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
] as const;

export const borrowerLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phoneNumber: 'Phone',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'City',
  state: 'State',
  zipCode: 'Zip',
  dateOfBirth: 'Date of birth',
  preferredLanguage: 'Preferred language',
} as const;

export const phonePattern = /^\d{3}-\d{3}-\d{4}$/;

/**
 * The phone mask 999-999-9999: dashes typed as the digits come, at most ten digits. A number pasted
 * or autofilled with the country code (+1 312 555 2368) keeps its ten: no US area code begins with 1.
 */
export function maskPhoneNumber(value: string): string {
  const typed = value.replace(/\D/g, '');
  const digits = (typed.length > 10 && typed.startsWith('1') ? typed.slice(1) : typed).slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}

export const isValidEmail = (email: string) => emailReason(email) === null;

export interface BorrowerFields {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  dateOfBirth?: string | null;
  preferredLanguage?: string | null;
}

type Field = keyof BorrowerFields;

/**
 * Checks the fields present in `input` (a partial update); `requiredFields` must be present and
 * non-empty. Dates are YYYY-MM-DD; a date of birth puts the person between 13 and 120 years old.
 */
export function validateBorrowerFields(
  input: BorrowerFields,
  today: string,
  requiredFields: Field[] = [],
  of: BirthOf = 'borrower',
): FieldErrors {
  const errors: FieldErrors = {};
  const present = (f: Field) => input[f] != null && input[f] !== '';
  for (const f of requiredFields) if (!present(f)) errors[f] = required(borrowerLabels[f]);
  const refuse = (f: Field, reason: FieldReason, values?: Record<string, number>) =>
    (errors[f] = refusedBecause(borrowerLabels[f], reason, values));
  const tooLong = (f: Field, max: number) => present(f) && String(input[f]).length > max;
  for (const f of ['firstName', 'lastName'] as const) if (tooLong(f, 40)) refuse(f, 'tooLong', { max: 40 });
  for (const f of ['addressLine1', 'addressLine2', 'city'] as const)
    if (tooLong(f, 100)) refuse(f, 'tooLong', { max: 100 });
  if (present('email')) {
    const reason = emailReason(input.email!);
    if (reason) refuse('email', reason, { max: 100 });
  }
  if (present('phoneNumber') && !phonePattern.test(input.phoneNumber!)) refuse('phoneNumber', 'phoneDigits');
  if (present('zipCode') && !/^\d{5}$/.test(input.zipCode!)) refuse('zipCode', 'zipDigits');
  if (present('state') && !(usStates as readonly string[]).includes(input.state!)) refuse('state', 'choice');
  if (present('preferredLanguage') && !['en', 'es'].includes(input.preferredLanguage!))
    refuse('preferredLanguage', 'choice');
  // Last, so it is the reason given: nothing else about the text matters until it can be kept.
  for (const f of Object.keys(borrowerLabels) as Field[])
    if (present(f) && hasForbiddenCharacters(String(input[f]))) refuse(f, 'forbidden');
  if (present('dateOfBirth')) {
    const problem = isoDateOfBirthProblem(input.dateOfBirth!, today);
    if (problem) errors.dateOfBirth = dateOfBirthMessage(problem, borrowerLabels.dateOfBirth, of);
  }
  return errors;
}
