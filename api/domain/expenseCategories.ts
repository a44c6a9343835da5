import { toCents, toDollars } from './money';

/** The spec's ten expense categories and their sub-categories (borrower-application §3). */
export const expenseSubCategories = {
  food: ['away', 'home'],
  healthcare: ['drugs', 'healthInsurance', 'lifeInsurance', 'medicalServices'],
  housing: ['hoa', 'insurance', 'maintenanceImprovements', 'mortgage', 'rent', 'taxes'],
  miscellaneous: ['alimony', 'childcare', 'childSupport', 'education', 'other', 'pets'],
  otherDebts: ['backtaxes', 'friendsFamily', 'medical', 'other'],
  personal: ['apparel', 'entertainment', 'personalCare'],
  savings: ['donations', 'savings'],
  studentLoans: ['studentLoans'],
  transportation: ['carPayment', 'gas', 'insurance', 'maintenanceRepairs', 'publicTransportation'],
  utilities: ['cableInternetLandline', 'electricity', 'gas', 'water', 'wireless'],
} as const;

export type ExpenseCategory = keyof typeof expenseSubCategories;

export const isExpenseCategory = (value: string): value is ExpenseCategory =>
  Object.hasOwn(expenseSubCategories, value);
export type ExpenseSubCategory<C extends ExpenseCategory = ExpenseCategory> =
  (typeof expenseSubCategories)[C][number];

/** A category with one of its own sub-categories. */
export type ExpenseLineRef = {
  [C in ExpenseCategory]: { category: C; subCategory: ExpenseSubCategory<C> };
}[ExpenseCategory];

export const expenseCategories = Object.keys(expenseSubCategories) as ExpenseCategory[];

export const expenseLines: readonly ExpenseLineRef[] = expenseCategories.flatMap((category) =>
  expenseSubCategories[category].map((subCategory) => ({ category, subCategory }) as ExpenseLineRef),
);

function isExpenseLine(category: string, subCategory: string): boolean {
  return expenseLines.some((line) => line.category === category && line.subCategory === subCategory);
}

/** With a mortgage escrow the mortgage payment already holds home insurance and property tax. */
export function hiddenSubCategories(hasMortgageEscrow: boolean | null | undefined): ExpenseLineRef[] {
  if (hasMortgageEscrow !== true) return [];
  return [
    { category: 'housing', subCategory: 'insurance' },
    { category: 'housing', subCategory: 'taxes' },
  ];
}

export interface ExpenseLineValues {
  category: string;
  subCategory: string;
  estimatedValue: number | null;
  selfReportedValue: number | null;
  lastSubmittedValue: number | null;
}

/**
 * The borrower's figure for a line: the saved value, else what they last submitted; null if neither.
 * The saved value comes first because an expenses submit saves what was typed except on the
 * otherDebts lines, where the spec saves 2 % of the debt's total; what was typed there (kept in
 * lastSubmittedValue) can be the whole debt, not a monthly amount.
 */
export function borrowerLineValue(line: Omit<ExpenseLineValues, 'estimatedValue'>): number | null {
  return line.selfReportedValue ?? line.lastSubmittedValue;
}

/** What a line counts for: the borrower's figure, else our estimate. */
export function expenseLineValue(line: ExpenseLineValues): number {
  return borrowerLineValue(line) ?? line.estimatedValue ?? 0;
}

/*
 * The spec's totals (borrower-application §3). Housing splits into homeowner (everything but rent)
 * and home rental (rent). studentLoans has no total of its own in that list but counts in `total`.
 * `verifiedTotal` sums what the submitted lines count for (so never more than `total`). Hidden
 * lines count nowhere.
 */
export const expenseTotalNames = [
  'food',
  'homeowner',
  'homeRental',
  'medical',
  'misc',
  'otherDebts',
  'personal',
  'savingsAndDonations',
  'transportation',
  'utilities',
] as const;

export type ExpenseTotalName = (typeof expenseTotalNames)[number];
export type ExpenseTotals = Record<ExpenseTotalName | 'total' | 'verifiedTotal', number>;

function totalNameOf(line: ExpenseLineValues): ExpenseTotalName | undefined {
  switch (line.category) {
    case 'food':
    case 'otherDebts':
    case 'personal':
    case 'transportation':
    case 'utilities':
      return line.category;
    case 'housing':
      return line.subCategory === 'rent' ? 'homeRental' : 'homeowner';
    case 'healthcare':
      return 'medical';
    case 'miscellaneous':
      return 'misc';
    case 'savings':
      return 'savingsAndDonations';
    default:
      return undefined;
  }
}

/** The lines that count: the application's own lines, less those a mortgage escrow already pays. */
export function countedLines<L extends { category: string; subCategory: string }>(
  lines: readonly L[],
  options: { hasMortgageEscrow?: boolean | null } = {},
): L[] {
  const hidden = new Set(
    hiddenSubCategories(options.hasMortgageEscrow).map((l) => `${l.category}/${l.subCategory}`),
  );
  return lines.filter(
    (line) =>
      !hidden.has(`${line.category}/${line.subCategory}`) && isExpenseLine(line.category, line.subCategory),
  );
}

export function expenseTotals(
  lines: readonly ExpenseLineValues[],
  options: { hasMortgageEscrow?: boolean | null } = {},
): ExpenseTotals {
  const cents: Record<string, number> = { total: 0, verifiedTotal: 0 };
  for (const name of expenseTotalNames) cents[name] = 0;
  for (const line of countedLines(lines, options)) {
    const value = toCents(expenseLineValue(line));
    const name = totalNameOf(line);
    if (name) cents[name] += value;
    cents.total += value;
    if (line.lastSubmittedValue != null) cents.verifiedTotal += value;
  }
  return Object.fromEntries(Object.entries(cents).map(([k, v]) => [k, toDollars(v)])) as ExpenseTotals;
}

/**
 * A household's monthly expenses: every counted line at what it counts for. One sum for the
 * Expenses page, the decision, the debt score, the console's totals and the guide's summary.
 */
export function monthlyExpenses(
  lines: readonly ExpenseLineValues[],
  options: { hasMortgageEscrow?: boolean | null } = {},
): number {
  return expenseTotals(lines, options).total;
}
