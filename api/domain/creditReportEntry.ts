import { accountTypeCodes, type AccountTypeCode } from './accountTypes';
import { checkChoice, checkCurrency, checkText, yesNo } from './formChecks';
import { invalidBecause, required } from './messages';
import type { FieldErrors } from './planRules';

/*
 * What a credit report says, as the product keeps it from any source: a bureau's answer, a
 * counsellor's typing in the Credit review, or a report file imported there. One rule judges a
 * tradeline and a collection wherever they come from, so a figure no bureau could send is never
 * typed either, and nothing is decided on one. Money is dollars with exact cents (moneyInput.ts).
 */

/** One tradeline: the creditor, the account type (the spec's codes), the account's last four digits. */
export interface TradelineEntry {
  lenderName: string;
  accountType: AccountTypeCode;
  accountNumberLast4: string;
  currentBalance: number;
  monthlyPayment: number;
  isOpen: boolean;
  late30DaysTotal: number;
  late60DaysTotal: number;
  late90DaysTotal: number;
}

export interface CollectionEntry {
  subscriberName: string;
  accountNumberLast4: string;
  currentBalance: number;
}

/** One person's report: the VantageScore, the tradelines and the collections. */
export interface CreditReportEntry {
  vantageScore: number;
  tradelines: TradelineEntry[];
  collections: CollectionEntry[];
}

/** What a tradeline is sent as: typed text or numbers, anything missing. */
export type TradelineInput = { [K in keyof TradelineEntry]?: string | number | boolean | null };
export type CollectionInput = { [K in keyof CollectionEntry]?: string | number | null };
export interface CreditReportInput {
  vantageScore?: string | number | null;
  tradelines?: readonly TradelineInput[] | null;
  collections?: readonly CollectionInput[] | null;
}

export const tradelineLabels = {
  lenderName: 'Creditor',
  accountType: 'Account type',
  accountNumberLast4: 'Last four digits',
  currentBalance: 'Balance',
  monthlyPayment: 'Monthly payment',
  isOpen: 'Open or closed',
  late30DaysTotal: 'Times 30 days late',
  late60DaysTotal: 'Times 60 days late',
  late90DaysTotal: 'Times 90 days late',
} as const satisfies Record<keyof TradelineEntry, string>;

export const collectionLabels = {
  subscriberName: 'Collection agency',
  accountNumberLast4: 'Last four digits',
  currentBalance: 'Balance',
} as const satisfies Record<keyof CollectionEntry, string>;

export const vantageScoreLabel = 'VantageScore';

/** VantageScore 3.0 and 4.0 run from 300 to 850. */
export const vantageScoreRange = { min: 300, max: 850 } as const;
/** Whole dollars a balance may have: $99,999,999.99 at most, a payment $9,999,999.99. */
const balanceDigits = 8;
const paymentDigits = 7;
/** Late counts are months of history: a bureau reports at most 99 of each. */
const maxLateCount = 99;
/** A report with more lines than this is not one person's report. */
export const maxReportLines = 200;

export const entryRules = {
  lastFour: 'type the last 4 digits of the account number',
  lateCount: `type a whole number from 0 to ${maxLateCount}`,
  vantageScore: `type a whole number from ${vantageScoreRange.min} to ${vantageScoreRange.max}`,
  tooManyLines: `a report has at most ${maxReportLines} accounts`,
  twice: 'this account is entered twice (same creditor and last four digits)',
} as const;

/** The last four characters of an account number as a bureau sends it ('XXXXXXXX1234' → '1234'). */
export const lastFourOf = (accountNumber: string | null | undefined): string =>
  (accountNumber ?? '').trim().slice(-4);

function checkLastFour(errors: FieldErrors, field: string, label: string, value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') errors[field] = required(label);
  else if (!/^\d{4}$/.test(text)) errors[field] = invalidBecause(label, entryRules.lastFour);
  return text;
}

function checkCount(errors: FieldErrors, field: string, label: string, value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    errors[field] = required(label);
    return 0;
  }
  const count = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(count) || count > maxLateCount)
    errors[field] = invalidBecause(label, entryRules.lateCount);
  return count;
}

function checkMoney(
  errors: FieldErrors,
  field: string,
  label: string,
  value: unknown,
  digits: number,
): number {
  const typed = typeof value === 'string' || typeof value === 'number' ? value : null;
  const dollars = checkCurrency({ errors, warnings: {} }, field, label, typed, {
    maxLength: digits,
    allowZero: true,
    required: true,
  });
  return dollars ?? 0;
}

type AccountField = 'accountNumberLast4' | 'currentBalance';

/** What a tradeline and a collection both hold: the account's last four digits and its balance. */
function checkAccount(
  errors: FieldErrors,
  fieldOf: (field: AccountField) => string,
  labels: Record<AccountField, string>,
  input: { [K in AccountField]?: unknown },
): Pick<TradelineEntry & CollectionEntry, AccountField> {
  return {
    accountNumberLast4: checkLastFour(
      errors,
      fieldOf('accountNumberLast4'),
      labels.accountNumberLast4,
      input.accountNumberLast4,
    ),
    currentBalance: checkMoney(
      errors,
      fieldOf('currentBalance'),
      labels.currentBalance,
      input.currentBalance,
      balanceDigits,
    ),
  };
}

/** 'open' / 'closed' as the console's select sends them, or a boolean. */
function openOrClosed(value: unknown): boolean | null | string {
  if (value === 'open') return true;
  if (value === 'closed') return false;
  return value as boolean | null | string;
}

/** The tradeline rule: every field required, money by the one money rule, counts whole. */
export function validateTradeline(
  input: TradelineInput,
  prefix = '',
): { errors: FieldErrors; values: TradelineEntry } {
  const errors: FieldErrors = {};
  const f = (field: keyof TradelineEntry) => `${prefix}${field}`;
  const l = tradelineLabels;
  const lenderName = checkText(errors, f('lenderName'), l.lenderName, asText(input.lenderName), {
    required: true,
  });
  const accountType = checkChoice(
    errors,
    f('accountType'),
    l.accountType,
    asText(input.accountType),
    accountTypeCodes,
    true,
  );
  const values: TradelineEntry = {
    lenderName: lenderName ?? '',
    accountType: accountType ?? 'CC',
    ...checkAccount(errors, f, l, input),
    monthlyPayment: checkMoney(
      errors,
      f('monthlyPayment'),
      l.monthlyPayment,
      input.monthlyPayment,
      paymentDigits,
    ),
    isOpen: checkChoice(errors, f('isOpen'), l.isOpen, openOrClosed(input.isOpen), yesNo, true) ?? true,
    late30DaysTotal: checkCount(errors, f('late30DaysTotal'), l.late30DaysTotal, input.late30DaysTotal),
    late60DaysTotal: checkCount(errors, f('late60DaysTotal'), l.late60DaysTotal, input.late60DaysTotal),
    late90DaysTotal: checkCount(errors, f('late90DaysTotal'), l.late90DaysTotal, input.late90DaysTotal),
  };
  return { errors, values };
}

export function validateCollection(
  input: CollectionInput,
  prefix = '',
): { errors: FieldErrors; values: CollectionEntry } {
  const errors: FieldErrors = {};
  const f = (field: keyof CollectionEntry) => `${prefix}${field}`;
  const l = collectionLabels;
  const subscriberName = checkText(
    errors,
    f('subscriberName'),
    l.subscriberName,
    asText(input.subscriberName),
    {
      required: true,
    },
  );
  return {
    errors,
    values: {
      subscriberName: subscriberName ?? '',
      ...checkAccount(errors, f, l, input),
    },
  };
}

function checkScore(errors: FieldErrors, value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    errors.vantageScore = required(vantageScoreLabel);
    return 0;
  }
  const score = /^\d{3}$/.test(text) ? Number(text) : NaN;
  if (!(score >= vantageScoreRange.min && score <= vantageScoreRange.max))
    errors.vantageScore = invalidBecause(vantageScoreLabel, entryRules.vantageScore);
  return score;
}

/**
 * One person's whole report. Errors are keyed by field, a line's as `tradelines.2.currentBalance`
 * (react-hook-form's path of the console's inputs). An account entered twice is refused: the same
 * creditor and last four digits would be counted twice.
 */
export function validateCreditReportEntry(input: CreditReportInput): {
  errors: FieldErrors;
  values: CreditReportEntry;
} {
  const errors: FieldErrors = {};
  const vantageScore = checkScore(errors, input.vantageScore);
  const lines = [...(input.tradelines ?? [])];
  const owed = [...(input.collections ?? [])];
  if (lines.length + owed.length > maxReportLines)
    errors.tradelines = invalidBecause('Accounts', entryRules.tooManyLines);
  const tradelines = lines.map((line, i) => {
    const checked = validateTradeline(line, `tradelines.${i}.`);
    Object.assign(errors, checked.errors);
    return checked.values;
  });
  const collections = owed.map((line, i) => {
    const checked = validateCollection(line, `collections.${i}.`);
    Object.assign(errors, checked.errors);
    return checked.values;
  });
  markTwice(
    errors,
    'tradelines',
    tradelines.map((t) => `${t.lenderName.toLowerCase()}|${t.accountNumberLast4}`),
  );
  markTwice(
    errors,
    'collections',
    collections.map((c) => `${c.subscriberName.toLowerCase()}|${c.accountNumberLast4}`),
  );
  return { errors, values: { vantageScore, tradelines, collections } };
}

function markTwice(errors: FieldErrors, list: string, keys: string[]) {
  keys.forEach((key, i) => {
    const field = `${list}.${i}.accountNumberLast4`;
    if (keys.indexOf(key) !== i && !errors[field])
      errors[field] = invalidBecause(tradelineLabels.accountNumberLast4, entryRules.twice);
  });
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}
