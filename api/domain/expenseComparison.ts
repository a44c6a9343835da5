import {
  borrowerLineValue,
  countedLines,
  expenseCategories,
  type ExpenseCategory,
  type ExpenseLineValues,
} from './expenseCategories';
import { toCents, toDollars } from './money';

/*
 * Three-way expenses (issue 11): per category, what the borrower said, the estimate for a household
 * like theirs, and what the linked bank shows. A gap is two of them more than 20 % apart (of the
 * larger), so a rep sees at a glance where to ask.
 */
export const expenseGapThreshold = 0.2;

/**
 * The bank's side is three months, the window the income prediction reads too: the 90 days up to the
 * newest transaction the bank holds.
 */
export const bankSpendingMonths = 3;
export const bankSpendingDays = bankSpendingMonths * 30;

export interface ExpenseComparisonRow {
  category: ExpenseCategory;
  borrowerSaid: number | null;
  estimate: number | null;
  bank: number | null;
  /** The widest difference between two of the known figures, as a share of the larger; null with fewer than two. */
  largestGap: number | null;
  hasGap: boolean;
}

const sumOf = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value != null);
  return known.length ? toDollars(known.reduce((sum, value) => sum + toCents(value), 0)) : null;
};

function largestGap(figures: (number | null)[]): number | null {
  const known = figures.filter((value): value is number => value != null);
  if (known.length < 2) return null;
  let widest = 0;
  for (const a of known)
    for (const b of known) {
      const larger = Math.max(a, b);
      if (larger > 0) widest = Math.max(widest, Math.abs(a - b) / larger);
    }
  return Math.round(widest * 100) / 100;
}

/**
 * `bank` is null when no bank is linked (then a category the bank shows nothing for is not 0 but
 * unknown); with a bank, a category it shows nothing for is 0.
 */
export function compareExpenses(
  lines: readonly ExpenseLineValues[],
  bank: Map<ExpenseCategory, number> | null,
  options: { hasMortgageEscrow?: boolean | null } = {},
): ExpenseComparisonRow[] {
  const counted = countedLines(lines, options);
  return expenseCategories.map((category) => {
    const own = counted.filter((line) => line.category === category);
    const borrowerSaid = sumOf(own.map(borrowerLineValue));
    const estimate = sumOf(own.map((line) => line.estimatedValue));
    const fromBank = bank ? (bank.get(category) ?? 0) : null;
    const gap = largestGap([borrowerSaid, estimate, fromBank]);
    return {
      category,
      borrowerSaid,
      estimate,
      bank: fromBank,
      largestGap: gap,
      hasGap: gap != null && gap > expenseGapThreshold,
    };
  });
}
