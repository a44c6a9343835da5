import { todayIn } from '@domain/dates';
import { typedDollars } from '@domain/moneyInput';

/** The server judges dates against its own UTC day (api/domain/dates.ts); so does the form. */
export const today = (): string => todayIn(new Date());

const blank = (value: unknown) => value === undefined || value === null || value === '';

const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || a === b;

/**
 * The form's values with each amount read by the one money rule: '1,250.50' and '$491.37' become
 * dollars; text that is no amount stays as typed, for the rule to mark its field.
 */
export function withAmountsRead(
  values: Record<string, unknown>,
  amountFields: readonly string[],
): Record<string, unknown> {
  const read = { ...values };
  for (const field of amountFields) {
    const value = read[field];
    if (typeof value === 'string') read[field] = value.trim() === '' ? null : (typedDollars(value) ?? value);
  }
  return read;
}

/**
 * The fields an edit changes, to send and to judge: a plan signed more than a year ago stays
 * editable (the server applies the same rule, docs/decisions/0007-plan-form-rules.md).
 */
export function changedFields(values: Record<string, unknown>, original: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(values).filter(([field, value]) => field !== 'id' && !same(value, original[field])),
  );
}
