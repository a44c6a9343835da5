import type { Tables } from '../../db/client';
import { estimatedMonthlyIncome } from '../domain/incomePrediction';
import { incomeShown } from '../domain/incomeShown';
import { toCents, toDollars } from '../domain/money';
import type { Loaders } from '../graphql/loaders';

type ApplicationRow = Tables['applications']['$inferSelect'];

export async function estimatedIncome(a: ApplicationRow, loaders: Loaders): Promise<number | null> {
  const predictions = await loaders.incomePredictionsByApplication.load(a.id);
  return predictions.length ? estimatedMonthlyIncome(predictions) : null;
}

/**
 * The printable guide's monthly summary: income, expenses, debt payments under the plan, what is
 * left. One computation for the GraphQL field and the guide's PDF.
 */
export async function financialSummary(a: ApplicationRow, loaders: Loaders) {
  const income = incomeShown({ ...a, estimatedMonthlyIncome: await estimatedIncome(a, loaders) });
  const lines = await loaders.expenseEstimatesByApplication.load(a.id);
  const decision = await loaders.latestDecision.load(a.id);
  const expensesCents = lines.reduce(
    (sum, l) => sum + toCents(l.selfReportedValue ?? l.estimatedValue ?? 0),
    0,
  );
  const payments = decision?.proposedUnsecuredDebtPayment ?? decision?.currentUnsecuredDebtPayment ?? null;
  const disposable =
    income == null || payments == null
      ? null
      : toDollars(toCents(income) - expensesCents - toCents(payments));
  return {
    monthlyIncome: income,
    expenses: toDollars(expensesCents),
    debtPayments: payments,
    disposableIncome: disposable,
  };
}
