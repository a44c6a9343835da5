import { monthlyExpenses, type ExpenseLineValues } from './expenseCategories';
import { estimatedIncome } from './incomePrediction';
import { incomeShown, type IncomeSources } from './incomeShown';
import { toCents, toDollars } from './money';

type Prediction = { amount: number; isVerifiedAsIncome: boolean };

export interface SummaryFacts {
  application: Omit<IncomeSources, 'estimatedMonthlyIncome'> & { hasMortgageEscrow: boolean | null };
  incomePredictions: readonly Prediction[];
  expenseEstimates: readonly ExpenseLineValues[];
  latestDecision:
    | { proposedUnsecuredDebtPayment: number | null; currentUnsecuredDebtPayment: number | null }
    | null
    | undefined;
}

/**
 * The printable guide's monthly summary: income, expenses, debt payments under the plan, what is
 * left. One computation for the GraphQL field and the guide's PDF.
 */
export function financialSummary(facts: SummaryFacts) {
  const income = incomeShown({
    ...facts.application,
    estimatedMonthlyIncome: estimatedIncome(facts.incomePredictions),
  });
  const decision = facts.latestDecision;
  const expensesCents = toCents(monthlyExpenses(facts.expenseEstimates, facts.application));
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
