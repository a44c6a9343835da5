import type { Tables } from '../../../db/client';
import type { Data } from '../../data/bound';
import { missingFigures } from '../../domain/decision';
import { monthlyExpenses } from '../../domain/expenseCategories';
import { AppError } from '../../errors';
import { estimatedIncome } from '../../domain/incomePrediction';
import { incomeShown } from '../../domain/incomeShown';

type ApplicationRow = Tables['applications']['$inferSelect'];

/** Income shown: self-reported, else verified, else estimated from verified bank deposits. */
export async function monthlyIncomeOf(
  data: Data,
  application: ApplicationRow | undefined,
): Promise<number | null> {
  if (!application) return null;
  const predictions = await data.bank.incomePredictionsOf(application.id);
  return incomeShown({
    ...application,
    estimatedMonthlyIncome: estimatedIncome(predictions),
  });
}

/**
 * The income and expenses a decision or a debt score stands on; CONFLICT when either is missing,
 * so nothing is decided on $0 of figures nobody gave (api/domain/decision.ts, missingFigures).
 */
export async function decisionFiguresOf(data: Data, application: ApplicationRow) {
  const monthlyIncome = await monthlyIncomeOf(data, application);
  const lines = await data.expenseEstimates.expenseEstimatesOf(application.id);
  const missing = missingFigures({ monthlyIncome, expenseLines: lines.length });
  if (missing.length > 0 || monthlyIncome == null)
    throw new AppError('CONFLICT', `Nothing is decided without the ${missing.join(' and the ')}`);
  return { monthlyIncome, monthlyExpenses: monthlyExpenses(lines, application) };
}
