import { debtScore, debtScoreVersion, type DebtScoreInput } from '../../api/domain/debtScore';
import { dayMs } from '../clock';
import type { Tree } from '../tree';
import type { RiskScores } from './decision';

export interface ScorePoint {
  id: string;
  value: number;
  ms: number;
}

/** The customer portal shows six months of history; a score is recomputed about monthly. */
const maxPoints = 7;

export interface ScoreHistory {
  /** Each month's score falls (the showcase's troubles). */
  falling?: boolean;
  /** Scores at these times, after the decision's own (a demo account's months: clock.ts monthsBack). */
  later?: readonly { ms: number; value: number }[];
}

/**
 * The first score is api/domain's debtScore at the decision; later months drift with the household's
 * trend (the inputs behind them are not kept), so some histories rise and some fall.
 */
export function addDebtScores(
  tree: Tree,
  borrowerId: string,
  risk: RiskScores,
  input: Omit<DebtScoreInput, 'riskScore'>,
  fromMs: number,
  history: ScoreHistory = {},
): ScorePoint[] {
  const { rng, clock } = tree;
  const trend = history.falling ? -6 : rng.float(-4, 3);
  const points: ScorePoint[] = [];
  const first = debtScore({ ...input, riskScore: risk.blended });
  const add = (ms: number, value: number) => {
    const id = tree.add('debtScores', {
      borrowerId,
      borrowerRiskScoreId: risk.borrowerRiskScoreId,
      value,
      riskScore: risk.blended,
      monthlyIncome: input.monthlyIncome,
      monthlyExpense: input.monthlyExpense,
      monthlyUnsecuredDebt: Math.round(input.monthlyUnsecuredDebt * 100) / 100,
      version: debtScoreVersion,
      createdAt: clock.instant(ms),
    });
    points.push({ id, value, ms });
  };
  if (history.later) {
    add(fromMs, first);
    for (const point of history.later) add(point.ms, point.value);
    return points;
  }
  let value = first;
  for (let ms = fromMs; ms <= clock.anchorMs && points.length < maxPoints; ms += rng.int(28, 32) * dayMs) {
    if (points.length > 0) value = Math.min(100, Math.max(0, Math.round(value + trend + rng.float(-3, 3))));
    add(ms, value);
  }
  return points;
}
