import type { Db, Tables } from '../../../db/client';
import { incomePredictionsOf } from '../../data/bank';
import { expenseEstimatesOf } from '../../data/decisions';
import { missingFigures } from '../../domain/decision';
import { monthlyExpenses } from '../../domain/expenseCategories';
import { AppError } from '../../errors';
import { estimatedIncome } from '../../domain/incomePrediction';
import { incomeShown } from '../../domain/incomeShown';

type ApplicationRow = Tables['applications']['$inferSelect'];

/** Income shown: self-reported, else verified, else estimated from verified bank deposits. */
export async function monthlyIncomeOf(
  db: Db,
  t: Tables,
  application: ApplicationRow | undefined,
): Promise<number | null> {
  if (!application) return null;
  const predictions = await incomePredictionsOf(db, t, application.id);
  return incomeShown({
    ...application,
    estimatedMonthlyIncome: estimatedIncome(predictions),
  });
}

/**
 * The income and expenses a decision or a debt score stands on; CONFLICT when either is missing,
 * so nothing is decided on $0 of figures nobody gave (api/domain/decision.ts, missingFigures).
 */
export async function decisionFiguresOf(db: Db, t: Tables, application: ApplicationRow) {
  const monthlyIncome = await monthlyIncomeOf(db, t, application);
  const lines = await expenseEstimatesOf(db, t, application.id);
  const missing = missingFigures({ monthlyIncome, expenseLines: lines.length });
  if (missing.length > 0 || monthlyIncome == null)
    throw new AppError('CONFLICT', `Nothing is decided without the ${missing.join(' and the ')}`);
  return { monthlyIncome, monthlyExpenses: monthlyExpenses(lines, application) };
}

/** Monthly expenses by the one rule (api/domain/expenseCategories.ts), escrow-paid lines left out. */
export async function monthlyExpensesOf(
  db: Db,
  t: Tables,
  application: ApplicationRow | undefined,
): Promise<number> {
  if (!application) return 0;
  const lines = await expenseEstimatesOf(db, t, application.id);
  return monthlyExpenses(lines, application);
}
