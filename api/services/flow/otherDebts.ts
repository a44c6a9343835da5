import type { Data } from '../../data/bound';
import { validateOtherDebtTotal } from '../../domain/applicationForms';
import {
  isOtherDebtLine,
  otherDebtSavedValue,
  otherDebtTotalField,
  type OtherDebtTotals,
} from '../../domain/expenseEstimates';
import type { FieldErrors } from '../../domain/planRules';

interface LineRef {
  id: string;
  category: string;
  subCategory: string;
}

/**
 * The debt totals sent with the other-debts lines (borrower-application §4: such a line keeps 2 %
 * of its total), by the application's field, and their errors under the line's id. A line sent
 * without a total keeps the one saved.
 */
export function otherDebtTotalsSent(
  sent: readonly { id: string; totalDebtAmount?: number | null }[],
  lines: readonly LineRef[],
): { totals: OtherDebtTotals; errors: FieldErrors } {
  const totals: OtherDebtTotals = {};
  const errors: FieldErrors = {};
  for (const { id, totalDebtAmount } of sent) {
    const line = lines.find((l) => l.id === id);
    if (!line || !isOtherDebtLine(line) || totalDebtAmount === undefined) continue;
    const checked = validateOtherDebtTotal(totalDebtAmount);
    const [message] = Object.values(checked.errors);
    if (message) errors[id] = message;
    else totals[otherDebtTotalField(line.subCategory)] = checked.values.totalDebtAmount;
  }
  return { totals, errors };
}

/** Saves the totals on the application; what each other-debts line keeps of its total. */
export async function saveOtherDebtTotals(data: Data, applicationId: string, totals: OtherDebtTotals) {
  if (Object.keys(totals).length > 0) await data.applications.updateApplicationFields(applicationId, totals);
}

/** The monthly figure an other-debts line keeps of a total. */
export const keptOfTotal = (total: number | null | undefined) => otherDebtSavedValue(total ?? 0);
