import type { Viewer } from '../../auth/viewer';
import { inTransaction, readData } from '../../data/bound';
import { validateExpenseLine } from '../../domain/applicationForms';
import { isOtherDebtLine } from '../../domain/expenseEstimates';
import type { FieldErrors } from '../../domain/planRules';
import { AppError, borrowerSave } from '../../errors';
import type { ServiceDeps } from '../deps';
import { assertValid } from '../validation';
import { keptOfTotal, otherDebtTotalsSent, saveOtherDebtTotals } from './otherDebts';
import { ownedApplication } from './ownership';

/** An expense line as the borrower sends it: a month's amount, or an other debt's total owed. */
export interface ExpenseLineSent {
  id: string;
  selfReportedValue?: number | null;
  totalDebtAmount?: number | null;
}

type LineRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof readData>['expenseEstimates']['expenseEstimateById']>>
>;

/**
 * The lines sent, checked by each line's one rule (api/domain/applicationForms.ts): the errors under
 * each line's id, and the debt totals the other-debts lines carry. Every line must be the application's.
 */
export function checkExpenseLines(
  sent: readonly ExpenseLineSent[],
  existing: readonly LineRow[],
  applicationId: string,
) {
  const ids = sent.map((line) => line.id);
  if (existing.some((line) => line.applicationId !== applicationId) || existing.length !== new Set(ids).size)
    throw new AppError('BAD_USER_INPUT', 'Unknown expense line');
  const lineOf = new Map(existing.map((line) => [line.id, line]));
  const otherDebts = otherDebtTotalsSent(sent, existing);
  const errors: FieldErrors = { ...otherDebts.errors };
  for (const line of sent) {
    const row = lineOf.get(line.id)!;
    if (isOtherDebtLine(row)) continue;
    const [message] = Object.values(validateExpenseLine(line.selfReportedValue, row.category).errors);
    if (message) errors[line.id] = message;
  }
  return { errors, totals: otherDebts.totals, lineOf };
}

/**
 * A category's Submit, or one line's Save: the lines kept on the server at once, all or none, so an
 * amount the borrower corrected is there on any device and after the tab closes. A changed amount
 * makes the last decision stale: the next expenses submit decides again (decisionAfterSubmit).
 */
export const saveExpenseLines = borrowerSave(async function saveExpenseLines(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { applicationId: string; lines: readonly ExpenseLineSent[] },
) {
  const { database } = deps;
  const data = readData(database);
  const application = await ownedApplication(data, viewer, input.applicationId);
  const existing = await data.expenseEstimates.expenseEstimatesByIds(input.lines.map((line) => line.id));
  const { errors, totals, lineOf } = checkExpenseLines(input.lines, existing, application.id);
  assertValid(errors);
  return inTransaction(database, async (data) => {
    await saveOtherDebtTotals(data, application.id, totals);
    const saved = [];
    let changed = false;
    for (const sent of input.lines) {
      const row = lineOf.get(sent.id)!;
      const value = isOtherDebtLine(row)
        ? sent.totalDebtAmount === undefined
          ? row.selfReportedValue
          : keptOfTotal(sent.totalDebtAmount)
        : (sent.selfReportedValue ?? null);
      if (value !== row.selfReportedValue || value !== row.lastSubmittedValue) changed = true;
      saved.push(
        await data.expenseEstimates.updateExpenseEstimate(row.id, {
          selfReportedValue: value,
          lastSubmittedValue: value,
        }),
      );
    }
    if (changed || Object.keys(totals).length > 0)
      await data.applications.updateApplicationFields(application.id, { decisionRequestedAt: null });
    return saved;
  });
});
