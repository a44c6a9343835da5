import { toCents } from './money';

/*
 * Debt score, 0 (in trouble) to 100 (comfortable), shown in the customer portal and kept with each
 * DebtScore record. Our formula (the spec names the service, not its rule):
 *   disposable share = (income − expenses − unsecured debt payments) ÷ income
 *   affordability    = 60 points, scaled from 0 at a disposable share of −20 % to 60 at +30 %
 *   debt burden      = 40 points, scaled from 40 with no unsecured debt to 0 when the payments take
 *                      half the income or more
 *   financial score  = affordability + debt burden (0 when there is no income)
 *   debt score       = financial score, or with a risk score (riskScore.ts, 0–100)
 *                      70 % financial + 30 % risk; rounded, within 0–100
 * Every part falls (or stays) as debt or expenses grow and rises (or stays) as income grows.
 */
export const debtScoreVersion = '1';

export interface DebtScoreInput {
  monthlyIncome: number;
  monthlyExpense: number;
  monthlyUnsecuredDebt: number;
  riskScore?: number | null;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function financialScore(input: DebtScoreInput): number {
  const income = toCents(input.monthlyIncome);
  if (income <= 0) return 0;
  const debt = Math.max(0, toCents(input.monthlyUnsecuredDebt));
  const expenses = Math.max(0, toCents(input.monthlyExpense));
  const disposableShare = (income - expenses - debt) / income;
  const affordability = 60 * clamp((disposableShare + 0.2) / 0.5, 0, 1);
  const burden = 40 * clamp(1 - debt / income / 0.5, 0, 1);
  return affordability + burden;
}

export function debtScore(input: DebtScoreInput): number {
  const financial = financialScore(input);
  const blended =
    input.riskScore == null ? financial : 0.7 * financial + 0.3 * clamp(input.riskScore, 0, 100);
  return clamp(Math.round(blended), 0, 100);
}
