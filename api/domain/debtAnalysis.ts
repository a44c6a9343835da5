import { toCents, toDollars } from './money';

/*
 * The customer portal's debt analysis (service-portal §9): an estimated total interest charge of
 * 0.6644 × the total debt at a fixed estimated 24 % rate, and the total debt against 27 000 — a
 * ratio of at most 1 shows green.
 */
export const estimatedInterestFactor = 0.6644;
export const estimatedInterestRatePercent = 24;
export const debtRatioReference = 27_000;

export interface DebtAnalysis {
  totalDebt: number;
  estimatedInterestCharge: number;
  estimatedInterestRatePercent: number;
  /** Total debt ÷ 27 000, to two decimals. */
  debtRatio: number;
  debtRatioIsHealthy: boolean;
}

export function debtAnalysis(balances: readonly (number | null)[]): DebtAnalysis {
  const totalCents = balances.reduce<number>((sum, balance) => sum + Math.max(0, toCents(balance ?? 0)), 0);
  const ratio = totalCents / toCents(debtRatioReference);
  return {
    totalDebt: toDollars(totalCents),
    estimatedInterestCharge: toDollars(Math.round(totalCents * estimatedInterestFactor)),
    estimatedInterestRatePercent,
    debtRatio: Math.round(ratio * 100) / 100,
    debtRatioIsHealthy: ratio <= 1,
  };
}
