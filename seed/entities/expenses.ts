import {
  expenseLineValue,
  monthlyExpenses,
  type ExpenseLineValues,
} from '../../api/domain/expenseCategories';
import {
  estimateExpenses,
  expenseValueToSave,
  householdSize,
  incomeBand,
  withSelfReportedValues,
  type EstimateProfile,
  type ExpenseEstimateDraft,
} from '../../api/domain/expenseEstimates';
import { costOfLivingPercent } from '../../api/domain/stateCostOfLiving';
import type { Tree } from '../tree';
import type { ApplicationDraft } from './application';
import type { RentalAnswers } from './rental';

/*
 * Expense estimates as services/flow/expenseEstimates.ts makes them: one line per sub-category from
 * api/domain's table, then the borrower's own figures on top; on submit, each line as
 * services/flow/expenses.ts saves it.
 */

/*
 * estimateExpenses reads the income only through its band and the state only through its cost of
 * living, so a run meets about a thousand distinct profiles: the table lookups (~100 µs each) are
 * made once per profile, not once per application.
 */
const estimates = new Map<string, ExpenseEstimateDraft[]>();

function estimateFor(profile: EstimateProfile): ExpenseEstimateDraft[] {
  const key = `${profile.householdSize}|${incomeBand(profile.monthlyIncome)}|${profile.isHomeowner}|${profile.isCarOwner}|${costOfLivingPercent(profile.state)}`;
  let drafts = estimates.get(key);
  if (!drafts) estimates.set(key, (drafts = estimateExpenses(profile)));
  return drafts;
}

export interface ExpenseFacts {
  application: ApplicationDraft;
  rental: RentalAnswers | null;
  state: string;
  fetchedMs: number;
  /** Submitted on the expenses page, not only fetched. */
  submittedMs: number | null;
}

/** A saved line with the value the decision and the budget read (the borrower's, else the estimate). */
export interface ExpenseLine {
  id: string;
  category: string;
  subCategory: string;
  value: number;
}

export interface Expenses {
  /** The monthly expenses the decision uses (services/flow/finances.ts). */
  monthly: number;
  lines: ExpenseLine[];
}

export function addExpenseEstimates(tree: Tree, applicationId: string, facts: ExpenseFacts): Expenses {
  const { rng, clock } = tree;
  const { application, rental } = facts;
  const drafts = estimateFor({
    householdSize: householdSize({
      ...application,
      numberOfPeopleLivingWithBorrower: rental?.numberOfPeopleLivingWithBorrower,
    }),
    monthlyIncome: application.selfReportedMonthlyCurrentIncome ?? 0,
    isHomeowner: application.isHomeowner === true,
    isCarOwner: application.isCarOwner === true,
    state: facts.state,
  });
  const lines = withSelfReportedValues(drafts, {
    isHomeowner: application.isHomeowner ?? null,
    monthlyRentOrMortgageAmount: application.monthlyRentOrMortgageAmount ?? null,
    totalMedicalDebtAmount: application.totalMedicalDebtAmount ?? null,
    rentalApplication: rental,
  });
  const createdAt = clock.instant(facts.fetchedMs);
  const updatedAt = clock.instant(facts.submittedMs ?? facts.fetchedMs);
  const saved: ExpenseLine[] = [];
  const values: ExpenseLineValues[] = [];
  for (const line of lines) {
    let { selfReportedValue } = line;
    let lastSubmittedValue: number | null = null;
    if (facts.submittedMs !== null) {
      const shown = selfReportedValue ?? line.estimatedValue;
      // Most borrowers accept the figures; some correct a line (the form takes whole dollars).
      lastSubmittedValue = shown > 0 && rng.chance(0.12) ? Math.round(shown * rng.float(0.7, 1.3)) : shown;
      selfReportedValue = expenseValueToSave(
        { category: line.category, subCategory: line.subCategory, lastSubmittedValue },
        application,
      );
    }
    const lineValues = { ...line, selfReportedValue, lastSubmittedValue };
    values.push(lineValues);
    const id = tree.add('expenseEstimates', {
      applicationId,
      category: line.category,
      subCategory: line.subCategory,
      estimatedValue: line.estimatedValue,
      selfReportedValue,
      lastSubmittedValue,
      createdAt,
      updatedAt,
    });
    saved.push({
      id,
      category: line.category,
      subCategory: line.subCategory,
      value: expenseLineValue(lineValues),
    });
  }
  return { monthly: monthlyExpenses(values, application), lines: saved };
}
