import type { FieldErrors } from '../domain/planRules';
import { AppError } from '../errors';

/** Throws BAD_USER_INPUT with one message per field when there is any. */
export function assertValid(errors: FieldErrors, summary = 'Please correct the highlighted fields.'): void {
  if (Object.keys(errors).length > 0) throw new AppError('BAD_USER_INPUT', summary, errors);
}

/** Drops keys whose value is undefined: GraphQL omits what the caller did not send. */
export function definedOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}
