import type { Db, Tables } from '../../../db/client';
import { incomePredictionsOf } from '../../data/bank';
import { expenseEstimatesOf } from '../../data/decisions';
import { estimatedMonthlyIncome } from '../../domain/incomePrediction';
import { incomeShown } from '../../domain/incomeShown';
import { toCents, toDollars } from '../../domain/money';

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
    estimatedMonthlyIncome: predictions.length ? estimatedMonthlyIncome(predictions) : null,
  });
}

/** Monthly expenses: each line's self-reported value, else its estimate, summed in cents. */
export async function monthlyExpensesOf(db: Db, t: Tables, applicationId: string): Promise<number> {
  const lines = await expenseEstimatesOf(db, t, applicationId);
  return toDollars(
    lines.reduce((sum, line) => sum + toCents(line.selfReportedValue ?? line.estimatedValue ?? 0), 0),
  );
}
