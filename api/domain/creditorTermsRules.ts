import { canonicalNamePattern, namePatternLimits, namePatternProblem } from './creditorNames';
import { maximumTermInMonths, type CreditorKind } from './creditorTerms';
import { addYears, isIsoDate } from './dates';
import { checkCurrency, checkText } from './formChecks';
import { invalidBecause, required } from './messages';
import type { FieldErrors } from './planRules';

/*
 * What a lead may write in the Creditors screen, judged the same in the console and on the server.
 * `today` is passed in so the rules stay pure.
 */

export const creditorLabels = {
  friendlyName: 'Friendly name',
  namePatterns: 'Names matched',
  planApr: 'Plan APR',
  termInMonths: 'Term in months',
  minimumPayment: 'Minimum payment',
  participatesInPlans: 'Takes part in plans',
  effectiveDate: 'Effective date',
} as const;

/** A plan APR above the usual 36 % ceiling on consumer credit is a typing mistake, not a concession. */
export const maximumPlanApr = 36;

/** Whole dollars a minimum payment may have: up to $99,999.99. */
export const minimumPaymentDigits = 5;

export interface CreditorTermsInput {
  friendlyName?: string | null;
  namePatterns?: readonly string[] | null;
  planApr?: number | null;
  termInMonths?: number | null;
  /** Dollars sent, or what was typed (the console checks the text before it is sent). */
  minimumPayment?: number | string | null;
  participatesInPlans?: boolean | null;
  effectiveDate?: string | null;
}

/** The other creditors' patterns, so one name is never claimed by two creditors. */
export interface OtherCreditor {
  friendlyName: string;
  namePatterns: readonly string[];
}

const rules = {
  apr: `a percentage from 0 to ${maximumPlanApr}, with at most two decimals`,
  term: `a whole number of months from 1 to ${maximumTermInMonths}`,
  effective: 'a date from today to a year from now',
  notADate: 'a whole date as MM-DD-YYYY',
};

const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-7;

function patternErrors(
  patterns: readonly string[] | null | undefined,
  kind: CreditorKind,
  others: readonly OtherCreditor[],
): string | null {
  const label = creditorLabels.namePatterns;
  const typed = (patterns ?? []).map((p) => p.trim()).filter((p) => p !== '');
  if (kind !== 'creditor')
    return typed.length > 0 ? invalidBecause(label, 'this row covers every creditor not named') : null;
  if (typed.length === 0) return required(label);
  if (typed.length > namePatternLimits.patterns)
    return invalidBecause(label, `at most ${namePatternLimits.patterns} patterns`);
  for (const pattern of typed) {
    const problem = namePatternProblem(pattern);
    if (problem) return invalidBecause(label, problem);
  }
  const canonical = typed.map(canonicalNamePattern);
  const repeated = canonical.find((p, i) => canonical.indexOf(p) !== i);
  if (repeated) return invalidBecause(label, `'${repeated}' is written twice`);
  for (const other of others) {
    const taken = canonical.find((p) => other.namePatterns.includes(p));
    if (taken) return invalidBecause(label, `'${taken}' already names ${other.friendlyName}`);
  }
  return null;
}

/** The errors of a creditor's terms, by field, in the screen's order; empty when they can be saved. */
export function creditorTermsErrors(
  input: CreditorTermsInput,
  context: { kind: CreditorKind; today: string; others: readonly OtherCreditor[] },
): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'friendlyName', creditorLabels.friendlyName, input.friendlyName, { required: true });
  const patterns = patternErrors(input.namePatterns, context.kind, context.others);
  if (patterns) errors.namePatterns = patterns;
  const apr = input.planApr;
  if (apr == null) errors.planApr = required(creditorLabels.planApr);
  else if (!Number.isFinite(apr) || apr < 0 || apr > maximumPlanApr || !hasAtMostTwoDecimals(apr))
    errors.planApr = invalidBecause(creditorLabels.planApr, rules.apr);
  const term = input.termInMonths;
  if (term == null) errors.termInMonths = required(creditorLabels.termInMonths);
  else if (!Number.isInteger(term) || term < 1 || term > maximumTermInMonths)
    errors.termInMonths = invalidBecause(creditorLabels.termInMonths, rules.term);
  checkCurrency(
    { errors, warnings: {} },
    'minimumPayment',
    creditorLabels.minimumPayment,
    input.minimumPayment,
    {
      maxLength: minimumPaymentDigits,
      allowZero: true,
      required: true,
    },
  );
  if (input.participatesInPlans == null)
    errors.participatesInPlans = required(creditorLabels.participatesInPlans);
  const day = input.effectiveDate;
  if (day == null || day === '') errors.effectiveDate = required(creditorLabels.effectiveDate);
  else if (!isIsoDate(day))
    errors.effectiveDate = invalidBecause(creditorLabels.effectiveDate, rules.notADate);
  else if (day < context.today || day > addYears(context.today, 1))
    errors.effectiveDate = invalidBecause(creditorLabels.effectiveDate, rules.effective);
  return errors;
}

/** The patterns as kept: trimmed, canonical, blank lines dropped. */
export function canonicalPatterns(patterns: readonly string[] | null | undefined): string[] {
  return (patterns ?? [])
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map(canonicalNamePattern);
}
