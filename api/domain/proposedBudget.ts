import { toCents, toDollars } from './money';

/*
 * The proposed budget (POST /propose-budgets): every expense line at what the borrower reported,
 * else the estimate, with discretionary spending (eating out, entertainment, apparel) trimmed by a
 * fifth — the cut a counsellor would first suggest. The decision itself uses the current expenses.
 */
const trimmed: ReadonlySet<string> = new Set(['food/away', 'personal/entertainment', 'personal/apparel']);
const trimPercent = 20;

export const proposedBudgetDescription = 'Trim eating out, entertainment and apparel by 20 %';

/** A line's proposed value from its current one, in whole cents. */
export function proposedBudgetValue(
  line: { category: string; subCategory: string },
  current: number,
): number {
  const cents = toCents(current);
  if (!trimmed.has(`${line.category}/${line.subCategory}`)) return toDollars(cents);
  return toDollars(cents - Math.round((cents * trimPercent) / 100));
}
