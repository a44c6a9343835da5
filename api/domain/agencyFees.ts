import { readMoney } from './moneyInput';

/*
 * The agency's fees for a plan (AGENCY_SETUP_FEE, AGENCY_MONTHLY_FEE), $0 unless the agency sets
 * them. Every plan agreement itemizes both, apart from what goes to the creditors (Uniform
 * Debt-Management Services Act §19(a)(6)(B), §23; docs/decisions/0109).
 */

export interface AgencyFees {
  setupCents: number;
  monthlyCents: number;
}

export const noFees: AgencyFees = { setupCents: 0, monthlyCents: 0 };

/** A fee is written in dollars and cents, as a person types one: '25', '7.50'; at most $999.99. */
export const largestFeeCents = 99_999;

/** The fee's cents, or null when the text is not dollars and cents within the limit. */
export function feeCents(text: string): number | null {
  const read = readMoney(text);
  if (read.kind === 'empty') return 0;
  return read.kind === 'amount' && read.cents <= largestFeeCents ? read.cents : null;
}
