import {
  countedLines,
  expenseLineValue,
  expenseTotals,
  type ExpenseCategory,
  type ExpenseLineValues,
} from './expenseCategories';
import { toCents, toDollars } from './money';

/** The customer portal's expense categories (service-portal §3), in its order. */
export const portalExpenseCategories = [
  'food',
  'housing',
  'medical',
  'misc',
  'other',
  'personal',
  'savings',
  'studentLoan',
  'transportation',
  'utilities',
] as const;
export type PortalExpenseCategory = (typeof portalExpenseCategories)[number];

/** The application's ten categories (borrower-application §3) under the portal's names. */
const portalCategoryOf: Record<ExpenseCategory, PortalExpenseCategory> = {
  food: 'food',
  housing: 'housing',
  healthcare: 'medical',
  miscellaneous: 'misc',
  otherDebts: 'other',
  personal: 'personal',
  savings: 'savings',
  studentLoans: 'studentLoan',
  transportation: 'transportation',
  utilities: 'utilities',
};

export interface PortalExpenses {
  items: { category: PortalExpenseCategory; amount: number }[];
  total: number;
  /** What a linked bank backs (api/domain/bankVerifiedExpenses.ts); null with no bank linked. */
  totalVerifiedExpenses: number | null;
}

/**
 * The borrower's monthly expenses by the portal's categories: each line counts what the
 * application counts for it (expenseLineValue), lines hidden by a mortgage escrow count nowhere.
 * The verified total is the console's: the part of what the borrower said that their bank backs,
 * never the amounts they typed themselves.
 */
export function portalExpenses(
  lines: readonly ExpenseLineValues[],
  options: { hasMortgageEscrow?: boolean | null; verified?: number | null } = {},
): PortalExpenses {
  const cents = new Map<PortalExpenseCategory, number>(portalExpenseCategories.map((c) => [c, 0]));
  for (const line of countedLines(lines, options)) {
    const category = portalCategoryOf[line.category as ExpenseCategory];
    cents.set(category, cents.get(category)! + toCents(expenseLineValue(line)));
  }
  const totals = expenseTotals(lines, options);
  return {
    items: portalExpenseCategories.map((category) => ({ category, amount: toDollars(cents.get(category)!) })),
    total: totals.total,
    totalVerifiedExpenses: options.verified ?? null,
  };
}
