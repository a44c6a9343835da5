import { toDollars } from './money';

/*
 * The one rule for money a person types (borrower-application §5, "Currency inputs"), used by
 * every money box of the site and the console and by the API on what it is sent. People type
 * cents: '1450.50', '$3,200.50', '45.99' and '1,450' are all amounts, read as exact cents.
 * Anything that could be read two ways ('1,45', '1.450', '1.450,50') or is no amount ('-5', '1e3',
 * '12 50') is refused, never corrected: an amount is never changed to make it fit.
 *
 * A limit of N digits counts the whole dollars only (separators and cents aside), so a 6-digit
 * rent can be $999,999.99.
 */

export type MoneyReading =
  { kind: 'empty' } | { kind: 'malformed' } | { kind: 'amount'; cents: number; wholeDigits: number };

/** An optional '$', whole dollars with or without thousands commas, then at most two cents digits. */
const typedAmount = /^\$?\s*(?:(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?|\.(\d{1,2}))$/;

/** Dollars the API is sent (JSON numbers): plain digits and at most two decimals. */
const sentAmount = /^(\d+)(?:\.(\d{1,2}))?$/;

function reading(whole: string | undefined, cents: string | undefined): MoneyReading {
  const digits = (whole ?? '').replace(/,/g, '').replace(/^0+(?=\d)/, '') || '0';
  // More than 15 digits is beyond any limit and beyond exact arithmetic: refuse it before reading it.
  if (digits.length > 15)
    return { kind: 'amount', cents: Number.MAX_SAFE_INTEGER, wholeDigits: digits.length };
  return {
    kind: 'amount',
    cents: Number(digits) * 100 + Number((cents ?? '').padEnd(2, '0')),
    wholeDigits: digits === '0' ? 1 : digits.length,
  };
}

/** Reads what was typed (text) or sent (a number of dollars) as exact cents. */
export function readMoney(value: string | number | null | undefined): MoneyReading {
  if (value == null) return { kind: 'empty' };
  if (typeof value === 'number') {
    const sent = Number.isFinite(value) ? sentAmount.exec(String(value)) : null;
    return sent ? reading(sent[1], sent[2]) : { kind: 'malformed' };
  }
  const text = value.trim();
  if (text === '') return { kind: 'empty' };
  const typed = typedAmount.exec(text);
  if (!typed) return { kind: 'malformed' };
  return typed[3] !== undefined ? reading('0', typed[3]) : reading(typed[1], typed[2]);
}

/** The dollars of a typed amount; null when it is empty or not an amount. */
export function typedDollars(value: string | number | null | undefined): number | null {
  const read = readMoney(value);
  return read.kind === 'amount' ? toDollars(read.cents) : null;
}

/** The largest amount a limit of `wholeDigits` digits takes, in dollars: 6 → 999 999.99. */
export function largestAmount(wholeDigits: number): number {
  return toDollars(10 ** wholeDigits * 100 - 1);
}

/** A saved amount as the box shows it for editing: '1450', or '1450.50' when it has cents. */
export function moneyInputText(dollars: number | null | undefined): string {
  if (dollars == null) return '';
  const read = readMoney(dollars);
  if (read.kind !== 'amount') return String(dollars);
  const whole = Math.trunc(read.cents / 100);
  const cents = read.cents % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
