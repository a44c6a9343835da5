import { toCents } from './money';

/*
 * The customer portal's debt analysis (service-portal §9): an estimated total interest charge of
 * 0.6644 × the debt at a fixed estimated 24 % rate, and the total debt against 27 000 — a ratio of
 * at most 1 shows green. It is worked out on the debts that count (api/domain/debtSummary.ts): the
 * credit cards, other unsecured debts and collections of both spouses that a plan would cover. A
 * mortgage, a car loan or a student loan is never in it, so no renter reads of a mortgage and no
 * homeowner's ratio is swollen by their house.
 */
export const estimatedInterestFactor = 0.6644;
export const estimatedInterestRatePercent = 24;
export const debtRatioReference = 27_000;

export interface DebtAnalysis {
  estimatedInterestCharge: number;
  estimatedInterestRatePercent: number;
  /** Total debt ÷ 27 000, to two decimals. */
  debtRatio: number;
  debtRatioIsHealthy: boolean;
}

/** The analysis of a total debt in whole dollars, as the pages show it: its interest in whole dollars too. */
export function debtAnalysis(totalDebt: number): DebtAnalysis {
  const totalCents = toCents(totalDebt);
  const ratio = totalCents / toCents(debtRatioReference);
  return {
    estimatedInterestCharge: Math.round((totalCents * estimatedInterestFactor) / 100),
    estimatedInterestRatePercent,
    debtRatio: Math.round(ratio * 100) / 100,
    debtRatioIsHealthy: ratio <= 1,
  };
}
