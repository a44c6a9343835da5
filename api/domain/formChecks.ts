import { refusedBecause } from './fieldReasons';
import { invalid, moneyMalformed, moneyTooLarge, required } from './messages';
import { toDollars } from './money';
import { largestAmount, readMoney } from './moneyInput';
import type { FieldErrors } from './planRules';

/*
 * Field checks shared by the application's screens (borrower-application §5). Each check writes the
 * spec's message into `errors` under the field's name and returns the cleaned value. Optional
 * fields are only checked when they have a value; empty values become unset.
 */

export interface FormResult<T> {
  /** In on-screen order, so the first key is the field that gets focus. */
  errors: FieldErrors;
  /** Not blocking: shown beside the field, the form can still be sent. */
  warnings: FieldErrors;
  values: T;
}

export const agreementRequired = 'agreement required';

/*
 * Characters no text takes (SECURITY.md §25), in every field of every form and request: control
 * characters but tab, line feed and carriage return (NUL among them: SQLite stored it, Postgres
 * failed on it), and the bidirectional overrides and isolates, which make a screen show text in
 * another order than it is stored (a ZIP 60601 shown as "10606", IL as "LI").
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const forbiddenCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export const hasForbiddenCharacters = (text: string): boolean => forbiddenCharacters.test(text);

export function aboveLimitWarning(label: string, limit: number): string {
  return `${label} is above ${limit.toLocaleString('en-US')}. Please check the amount.`;
}

/** Text is trimmed (the form does it on blur); empty text is unset (null, so a save clears it). */
export function cleanText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

export function checkText(
  errors: FieldErrors,
  field: string,
  label: string,
  value: string | null | undefined,
  rule: { required: boolean; maxLength?: number },
): string | null {
  const text = cleanText(value);
  if (text === null) {
    if (rule.required) errors[field] = required(label);
  } else if (hasForbiddenCharacters(text)) {
    errors[field] = refusedBecause(label, 'forbidden');
  } else if (text.length > (rule.maxLength ?? 100)) {
    errors[field] = refusedBecause(label, 'tooLong', { max: rule.maxLength ?? 100 });
  }
  return text;
}

/** A radio or a select: '{question} is required' when empty, invalid when not one of the options. */
export function checkChoice<T extends string | number | boolean>(
  errors: FieldErrors,
  field: string,
  label: string,
  value: T | string | number | boolean | null | undefined,
  options: readonly T[],
  isRequired: boolean,
): T | null {
  if (value == null || value === '') {
    if (isRequired) errors[field] = required(label);
    return null;
  }
  if (!options.includes(value as T)) {
    errors[field] = refusedBecause(label, 'choice');
    return null;
  }
  return value as T;
}

export const yesNo = [true, false] as const;

export interface CurrencyRule {
  /** Digits of whole dollars the input takes: 12 by default, 6 for rent and mortgage, 5 for a single expense line. */
  maxLength: number;
  allowZero: boolean;
  required: boolean;
  /** A warning, not an error, above this amount. */
  warnAbove?: number;
}

/** Whole dollars written as the spec's currency, cents shown: $999,999.99. */
export const writtenAmount = (dollars: number) =>
  dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/**
 * A money box read by the one money-input rule (moneyInput.ts): what was typed, or the dollars the
 * API was sent, as dollars with exact cents. Not an amount, or above the field's digits, is refused
 * with a message that says so; the amount is never changed to fit.
 */
export function checkCurrency(
  result: { errors: FieldErrors; warnings: FieldErrors },
  field: string,
  label: string,
  value: string | number | null | undefined,
  rule: CurrencyRule,
): number | null {
  const read = readMoney(value);
  if (read.kind === 'empty') {
    if (rule.required) result.errors[field] = required(label);
    return null;
  }
  if (read.kind === 'malformed') {
    result.errors[field] = moneyMalformed(label);
    return null;
  }
  if (read.wholeDigits > rule.maxLength) {
    result.errors[field] = moneyTooLarge(label, writtenAmount(largestAmount(rule.maxLength)));
    return null;
  }
  if (read.cents === 0 && !rule.allowZero) {
    result.errors[field] = required(label);
    return null;
  }
  if (rule.warnAbove !== undefined && read.cents > rule.warnAbove * 100)
    result.warnings[field] = aboveLimitWarning(label, rule.warnAbove);
  return toDollars(read.cents);
}

/** The errors rearranged into the screen's field order (unknown fields last). */
export function inFieldOrder(errors: FieldErrors, order: readonly string[]): FieldErrors {
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
}

/** Free text is at most 100 characters unless the spec says otherwise (borrower-application §5). */
export const maxTextLength = 100;

export function textLengthErrors(
  input: Record<string, unknown>,
  limits: Record<string, number> = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(input)) {
    if (typeof value !== 'string') continue;
    if (value.length > (limits[field] ?? maxTextLength) || hasForbiddenCharacters(value))
      errors[field] = invalid(field);
  }
  return errors;
}

/** Money the API is sent outside a screen's rule: an amount of at most 8 digits of dollars, cents exact. */
export function moneyErrors(input: Record<string, unknown>, fields: string[]): FieldErrors {
  const result = { errors: {} as FieldErrors, warnings: {} };
  for (const field of fields) {
    const value = input[field];
    if (typeof value === 'number')
      checkCurrency(result, field, field, value, { maxLength: 8, allowZero: true, required: false });
  }
  return result.errors;
}

/**
 * Monthly income (borrower-application §5 and §9): at most 7 digits of dollars (cents allowed),
 * zero allowed; above 15 000 a warning, not an error. A staff correction is held to the same rule;
 * it has no warning to show, so an income above 15 000 is saved.
 */
export const monthlyIncomeRule: CurrencyRule = {
  maxLength: 7,
  allowZero: true,
  required: true,
  warnAbove: 15_000,
};
