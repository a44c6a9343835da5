import type { AccountTypeCode } from './accountTypes';
import { toCents } from './money';

/*
 * Risk score, 0 (riskiest) to 100, from one credit report. Our formula (the spec names the service,
 * not its rule):
 *   base        = (VantageScore − 300) ÷ 550 × 100, the bureau score's 300–850 range mapped onto
 *                 0–100; 50 when the report has no score
 *   late        = 2 per 30-day, 4 per 60-day and 8 per 90-day late payment, at most 40
 *   utilisation = open revolving balances ÷ their high credit; above 30 % each further point of
 *                 utilisation costs half a point, at most 35 (reached at 100 %)
 *   risk score  = base − late − utilisation, rounded and kept within 0–100
 * The 30 % line is the one lenders and the bureaus' own guidance use for healthy utilisation.
 */

export const revolvingAccountTypes: readonly AccountTypeCode[] = ['CC', 'CH', 'FX', 'LC'];

export interface RiskScoreDebt {
  accountType: string | null;
  currentBalance: number | null;
  highCredit: number | null;
  dateClosed: string | null;
  late30DaysTotal: number | null;
  late60DaysTotal: number | null;
  late90DaysTotal: number | null;
}

export interface RiskScoreReport {
  vantageScore: number | null;
  debts: readonly RiskScoreDebt[];
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Open revolving balance ÷ high credit, 0 when there is no revolving credit. */
export function revolvingUtilisation(debts: readonly RiskScoreDebt[]): number {
  let balanceCents = 0;
  let limitCents = 0;
  for (const debt of debts) {
    if (debt.dateClosed || !(revolvingAccountTypes as readonly string[]).includes(debt.accountType ?? ''))
      continue;
    const limit = toCents(debt.highCredit ?? 0);
    if (limit <= 0) continue;
    limitCents += limit;
    balanceCents += Math.max(0, toCents(debt.currentBalance ?? 0));
  }
  return limitCents === 0 ? 0 : balanceCents / limitCents;
}

export function riskScore(report: RiskScoreReport): number {
  const base = report.vantageScore == null ? 50 : clamp(((report.vantageScore - 300) / 550) * 100, 0, 100);
  let lates = 0;
  for (const debt of report.debts) {
    lates +=
      2 * (debt.late30DaysTotal ?? 0) + 4 * (debt.late60DaysTotal ?? 0) + 8 * (debt.late90DaysTotal ?? 0);
  }
  const latePenalty = Math.min(40, Math.max(0, lates));
  const utilisation = Math.min(1, revolvingUtilisation(report.debts));
  const utilisationPenalty = Math.max(0, (utilisation - 0.3) * 50);
  return clamp(Math.round(base - latePenalty - utilisationPenalty), 0, 100);
}

/** The risk score a debt score uses: the borrower's, averaged with the spouse's when there is one. */
export function blendedRiskScore(borrowerRiskScore: number, spouseRiskScore?: number | null): number {
  return spouseRiskScore == null ? borrowerRiskScore : Math.round((borrowerRiskScore + spouseRiskScore) / 2);
}
