import { monthlyExpenses, type ExpenseLineValues } from './expenseCategories';
import { estimatedIncome } from './incomePrediction';
import { incomeShown, incomeSource, type IncomeSources } from './incomeShown';
import { toCents, toDollars } from './money';

type Prediction = { amount: number; isVerifiedAsIncome: boolean };

export interface SummaryFacts {
  application: Omit<IncomeSources, 'estimatedMonthlyIncome'> & { hasMortgageEscrow: boolean | null };
  incomePredictions: readonly Prediction[];
  expenseEstimates: readonly ExpenseLineValues[];
  latestDecision:
    | {
        isQualified: boolean;
        proposedUnsecuredDebtPayment: number | null;
        currentUnsecuredDebtPayment: number | null;
      }
    | null
    | undefined;
  /**
   * What the borrower pays on the debts that count today, as the debt pages show it
   * (api/domain/debtSummary.ts's monthlyPayments); the decision's figure when not given.
   */
  currentDebtPayments?: number | null;
  /** The monthly payment of the plan a counsellor made (a DMP), when there is one. */
  planPayment?: number | null;
}

/**
 * Which debt payments the summary counts: the credit cards and other unsecured debts a plan covers,
 * at the plan's payments once qualified (the plan's own payment once a counsellor made one), at
 * today's otherwise, as the debt pages add them up. Mortgage, car and student-loan payments are
 * expense lines (housing, transportation, student loans), so they are never counted twice.
 */
export type DebtPaymentsBasis = 'plan' | 'today';

/**
 * The one monthly figure of each kind, on every page that shows one (the offers' summary, the guide
 * and its PDF, every customer-portal page, the console): income by incomeShown (with its source),
 * expenses by monthlyExpenses, debt payments as above (with their basis), and what is left.
 */
export function financialSummary(facts: SummaryFacts) {
  const sources = { ...facts.application, estimatedMonthlyIncome: estimatedIncome(facts.incomePredictions) };
  const income = incomeShown(sources);
  const decision = facts.latestDecision;
  const expensesCents = toCents(monthlyExpenses(facts.expenseEstimates, facts.application));
  const plan = facts.planPayment ?? null;
  const basis: DebtPaymentsBasis | null =
    plan != null ? 'plan' : decision ? (decision.isQualified ? 'plan' : 'today') : null;
  const payments =
    plan != null
      ? plan
      : basis === 'plan'
        ? (decision?.proposedUnsecuredDebtPayment ?? null)
        : basis === 'today'
          ? (facts.currentDebtPayments ?? decision?.currentUnsecuredDebtPayment ?? null)
          : null;
  const disposable =
    income == null || payments == null
      ? null
      : toDollars(toCents(income) - expensesCents - toCents(payments));
  return {
    monthlyIncome: income,
    incomeSource: incomeSource(sources),
    expenses: toDollars(expensesCents),
    debtPayments: payments,
    debtPaymentsBasis: payments == null ? null : basis,
    disposableIncome: disposable,
  };
}

/** The monthly payment of the borrower's active DMP, which the summary counts once there is one. */
export function activePlanPayment(
  plans: readonly { active: boolean | null; monthlyPaymentAmount: number | null }[],
): number | null {
  return (
    plans.find((plan) => plan.active === true && plan.monthlyPaymentAmount != null)?.monthlyPaymentAmount ??
    null
  );
}
