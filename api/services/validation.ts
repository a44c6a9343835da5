import type { FieldErrors } from '../domain/planRules';
import { invalid } from '../domain/messages';
import { AppError } from '../errors';

/** Throws BAD_USER_INPUT with one message per field when there is any. */
export function assertValid(errors: FieldErrors, summary = 'Please correct the highlighted fields.'): void {
  if (Object.keys(errors).length > 0) throw new AppError('BAD_USER_INPUT', summary, errors);
}

/** Free text is at most 100 characters unless the spec says otherwise (borrower-application §5). */
export function textLengthErrors(
  input: Record<string, unknown>,
  limits: Record<string, number> = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(input)) {
    if (typeof value === 'string' && value.length > (limits[field] ?? 100)) errors[field] = invalid(field);
  }
  return errors;
}

/** Negative or non-finite money is never valid. */
export function moneyErrors(input: Record<string, unknown>, fields: string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = input[field];
    if (typeof value === 'number' && (!Number.isFinite(value) || value < 0 || value > 99_999_999)) {
      errors[field] = invalid(field);
    }
  }
  return errors;
}

/** Drops keys whose value is undefined: GraphQL omits what the caller did not send. */
export function definedOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}
