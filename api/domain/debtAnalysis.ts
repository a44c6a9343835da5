import { accountTypeNames, type AccountTypeCode } from './accountTypes';
import { toCents, toDollars } from './money';

/*
 * The customer portal's debt analysis (service-portal §9): an estimated total interest charge of
 * 0.6644 × the debt at a fixed estimated 24 % rate, and the total debt against 27 000 — a ratio of
 * at most 1 shows green. The interest charge leaves secured debts out (a mortgage, a second
 * mortgage, a car loan): 0.6644 × a $180,000 mortgage told a homeowner of $119,592 in interest a
 * card's rate would never charge on it; the page says so beside the figure.
 */
export const estimatedInterestFactor = 0.6644;
export const estimatedInterestRatePercent = 24;
export const debtRatioReference = 27_000;

/** Debts secured by a house or a car: their interest is not a card's 24 %. */
export const securedAccountTypes: readonly AccountTypeCode[] = ['AU', 'CV', 'SM'];

export interface AnalysedDebt {
  currentBalance: number | null;
  /** The report's code ('CV') or name ('conventionalRealEstateMortgage'); null counts as unsecured. */
  accountType: string | null;
}

export interface DebtAnalysis {
  totalDebt: number;
  /** The debts the interest charge is worked out on: all but the secured ones. */
  unsecuredDebt: number;
  estimatedInterestCharge: number;
  estimatedInterestRatePercent: number;
  /** Whether secured debts were left out of the interest charge (the page says so). */
  leavesOutSecuredDebt: boolean;
  /** Total debt ÷ 27 000, to two decimals. */
  debtRatio: number;
  debtRatioIsHealthy: boolean;
}

export function isSecuredDebt(accountType: string | null): boolean {
  if (!accountType) return false;
  return securedAccountTypes.some((code) => code === accountType || accountTypeNames[code] === accountType);
}

const centsOf = (debts: readonly AnalysedDebt[]) =>
  debts.reduce<number>((sum, debt) => sum + Math.max(0, toCents(debt.currentBalance ?? 0)), 0);

export function debtAnalysis(debts: readonly AnalysedDebt[]): DebtAnalysis {
  const totalCents = centsOf(debts);
  const unsecuredCents = centsOf(debts.filter((debt) => !isSecuredDebt(debt.accountType)));
  const ratio = totalCents / toCents(debtRatioReference);
  return {
    totalDebt: toDollars(totalCents),
    unsecuredDebt: toDollars(unsecuredCents),
    estimatedInterestCharge: toDollars(Math.round(unsecuredCents * estimatedInterestFactor)),
    estimatedInterestRatePercent,
    leavesOutSecuredDebt: unsecuredCents !== totalCents,
    debtRatio: Math.round(ratio * 100) / 100,
    debtRatioIsHealthy: ratio <= 1,
  };
}
