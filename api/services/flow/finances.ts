import type { Db, Tables } from '../../../db/client';
import { incomePredictionsOf } from '../../data/bank';
import { expenseEstimatesOf } from '../../data/decisions';
import { monthlyExpenses } from '../../domain/expenseCategories';
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
