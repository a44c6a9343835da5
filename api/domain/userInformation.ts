import { borrowerLabels, phonePattern } from './borrowerRules';
import { checkText } from './formChecks';
import { refusedBecause } from './fieldReasons';
import { required } from './messages';
import type { FieldErrors } from './planRules';

/** The Confirm Your Information form (service-portal §5): first name, last name, phone number. */
export interface UserInformation {
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
}

/**
 * Checks the fields that were sent (`requireAll` for the initial-password form, which sends all
 * three): a sent field must not be empty; names are trimmed and at most 40 characters, the phone
 * is ddd-ddd-dddd. Returns the cleaned values of the fields sent.
 */
export function checkUserInformation(
  input: UserInformation,
  requireAll: boolean,
): { errors: FieldErrors; values: UserInformation } {
  const errors: FieldErrors = {};
  const values: UserInformation = {};
  for (const field of ['firstName', 'lastName'] as const) {
    if (input[field] === undefined && !requireAll) continue;
    values[field] = checkText(errors, field, borrowerLabels[field], input[field], {
      required: true,
      maxLength: 40,
    });
  }
  if (input.phoneNumber !== undefined || requireAll) {
    const phone = input.phoneNumber?.trim() ?? '';
    if (!phone) errors.phoneNumber = required(borrowerLabels.phoneNumber);
    else if (!phonePattern.test(phone))
      errors.phoneNumber = refusedBecause(borrowerLabels.phoneNumber, 'phoneDigits');
    values.phoneNumber = phone;
  }
  return { errors, values };
}
