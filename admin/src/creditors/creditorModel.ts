import type { CreditorKind } from '@domain/creditorTerms';
import { creditorTermsErrors, type CreditorTermsInput } from '@domain/creditorTermsRules';
import { toFormDate } from '@domain/dates';
import { typedDollars } from '@domain/moneyInput';
import type { Creditor } from '../records';
import { today } from '../plans/planModel';

/*
 * The Creditors form's values as typed, judged by the server's rules and made into what the API
 * takes: names one per line, the APR and the minimum payment as the person wrote them.
 */

/** An APR typed as text ('9.9') or kept from the record (9.9); anything else is no number. */
export const aprOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? /^\d+(\.\d+)?$/.test(value.trim())
        ? Number(value.trim())
        : Number.NaN
      : null;

const wholeOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? /^\d+$/.test(value.trim())
        ? Number(value.trim())
        : Number.NaN
      : null;

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

const patternsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function termsInput(values: Record<string, unknown>): CreditorTermsInput {
  return {
    friendlyName: textOf(values.friendlyName),
    namePatterns: patternsOf(values.namePatterns),
    planApr: aprOf(values.planApr),
    termInMonths: wholeOf(values.termInMonths),
    minimumPayment:
      typeof values.minimumPayment === 'number' || typeof values.minimumPayment === 'string'
        ? values.minimumPayment
        : null,
    participatesInPlans: typeof values.participatesInPlans === 'boolean' ? values.participatesInPlans : null,
    effectiveDate: textOf(values.effectiveDate),
  };
}

/** The form's errors, by the rule the server applies (the other creditors' names it checks itself). */
export const creditorFormErrors = (values: Record<string, unknown>, kind: CreditorKind) =>
  creditorTermsErrors(termsInput(values), { kind, today: today(), others: [] });

/** What the API is sent: exact dollars and numbers, the names without blank lines. */
export function creditorToSave(values: Record<string, unknown>): Record<string, unknown> {
  const input = termsInput(values);
  return {
    ...values,
    friendlyName: input.friendlyName?.trim(),
    namePatterns: input.namePatterns?.map((p) => p.trim()).filter((p) => p !== ''),
    planApr: input.planApr,
    termInMonths: input.termInMonths,
    minimumPayment: typedDollars(input.minimumPayment),
  };
}

/** A new creditor's first values: takes part, no minimum, in effect from today. */
export const newCreditor = () => ({
  namePatterns: [],
  participatesInPlans: true,
  minimumPayment: '0',
  termInMonths: 60,
  effectiveDate: today(),
});

/** An edit records the next version: from today unless the latest one starts later. */
export const nextVersionValues = (record: Creditor) => ({
  ...record,
  effectiveDate: record.effectiveDate && record.effectiveDate > today() ? record.effectiveDate : today(),
});

/** MM-DD-YYYY, as the console shows days. */
export const dayShown = (iso: string | null | undefined) => (iso ? toFormDate(iso) : '—');
