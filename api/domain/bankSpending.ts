import type { ExpenseCategory } from './expenseCategories';
import { toCents, toDollars } from './money';

/*
 * What a linked bank shows a household spends, by the application's expense categories (issue 11,
 * three-way expenses). A statement line is placed by its payee's words; payments to a card or loan,
 * transfers in and fees are not living expenses and count nowhere. Money out is Plaid's positive
 * amount. The monthly figure is the window's total over its months.
 */
const payeeCategories: readonly (readonly [ExpenseCategory, RegExp])[] = [
  ['savings', /\b(transfer to savings|donation|church|tithe)\b/i],
  ['housing', /\b(rent|mortgage|property mgmt|apartments?|realty|hoa|homeowners)\b/i],
  [
    'food',
    /\b(kroger|safeway|aldi|walmart|trader joe|publix|costco|whole foods|grocery|supermarket|market|starbucks|mcdonald|chipotle|doordash|subway|taco bell|grubhub|uber eats|restaurant|cafe|pizza)\b/i,
  ],
  [
    'transportation',
    /\b(shell oil|chevron|exxon ?mobil|bp|speedway|fuel|gas station|parking|transit|metro|lyft|uber trip|auto insurance|geico|progressive)\b/i,
  ],
  [
    'utilities',
    /\b(energy|electric|power|water|utility|comcast|xfinity|spectrum|verizon|t-mobile|at&t|internet|wireless)\b/i,
  ],
  ['healthcare', /\b(pharmacy|cvs|walgreens|clinic|medical|dental|hospital)\b/i],
  ['personal', /\b(netflix|spotify|hulu|disney|cinema|theater|gym|salon|apparel|clothing)\b/i],
  ['studentLoans', /\b(navient|nelnet|mohela|student loan)\b/i],
];

/** Card and loan payments are debts, not expenses; fees and transfers in are not spending. */
const notSpending = /\b(mobile pmt|e-payment|card payment|autopay|loan pmt|fee|transfer from)\b/i;

export function spendingCategory(payee: string | null | undefined): ExpenseCategory | null {
  if (!payee || notSpending.test(payee)) return null;
  return payeeCategories.find(([, words]) => words.test(payee))?.[0] ?? null;
}

/** Monthly spending by category over `months` months of transactions. */
export function monthlyBankSpending(
  transactions: readonly { amount: number; name: string | null }[],
  months: number,
): Map<ExpenseCategory, number> {
  const cents = new Map<ExpenseCategory, number>();
  for (const { amount, name } of transactions) {
    if (amount <= 0) continue;
    const category = spendingCategory(name);
    if (category) cents.set(category, (cents.get(category) ?? 0) + toCents(amount));
  }
  return new Map([...cents].map(([category, total]) => [category, toDollars(Math.round(total / months))]));
}
