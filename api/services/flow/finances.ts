import { eq } from 'drizzle-orm';
import type { Db, Tables } from '../../../db/client';
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
  const predictions = await db
    .select()
    .from(t.incomePredictions)
    .where(eq(t.incomePredictions.applicationId, application.id));
  return incomeShown({
    ...application,
    estimatedMonthlyIncome: predictions.length ? estimatedMonthlyIncome(predictions) : null,
  });
}

/** Monthly expenses: each line's self-reported value, else its estimate, summed in cents. */
export async function monthlyExpensesOf(db: Db, t: Tables, applicationId: string): Promise<number> {
  const lines = await db
    .select()
    .from(t.expenseEstimates)
    .where(eq(t.expenseEstimates.applicationId, applicationId));
  return toDollars(
    lines.reduce((sum, line) => sum + toCents(line.selfReportedValue ?? line.estimatedValue ?? 0), 0),
  );
}
