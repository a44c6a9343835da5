import { todayIn } from '@domain/dates';

/** The server judges dates against its own UTC day (api/domain/dates.ts); so does the form. */
export const today = (): string => todayIn(new Date());

const blank = (value: unknown) => value === undefined || value === null || value === '';

const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || a === b;

/**
 * The fields an edit changes, to send and to judge: a plan signed more than a year ago stays
 * editable (the server applies the same rule, docs/decisions/0007-plan-form-rules.md).
 */
export function changedFields(values: Record<string, unknown>, original: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(values).filter(([field, value]) => field !== 'id' && !same(value, original[field])),
  );
}
