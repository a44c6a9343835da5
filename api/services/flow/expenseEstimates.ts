import { rentalApplicationOf } from '../../data/applications';
import { inTransaction } from '../../data/bound';
import { expenseEstimatesOf } from '../../data/decisions';
import { borrowerById } from '../../data/borrowers';
import { estimateExpenses, householdSize, withSelfReportedValues } from '../../domain/expenseEstimates';
import type { ServiceDeps } from '../deps';
import { monthlyIncomeOf } from './finances';
import type { Viewer } from '../../auth/viewer';
import { ownedApplication } from './ownership';

/**
 * POST /expenses/estimate: one estimate per sub-category from the documented table, then the spec's
 * self-reported rules (rent or mortgage, medical debt). Fetched once; later calls return the same rows.
 */
export async function fetchExpenseEstimates(deps: ServiceDeps, viewer: Viewer, applicationId: string) {
  const { database } = deps;
  const { db, t } = database;
  const application = await ownedApplication(db, t, viewer, applicationId);
  const existing = await expenseEstimatesOf(db, t, applicationId);
  if (existing.length > 0) return existing;
  const borrower = application.applicationBorrowerId
    ? await borrowerById(db, t, application.applicationBorrowerId)
    : null;
  const rentalApplication = await rentalApplicationOf(db, t, applicationId);
  const drafts = estimateExpenses({
    householdSize: householdSize({
      ...application,
      numberOfPeopleLivingWithBorrower: rentalApplication?.numberOfPeopleLivingWithBorrower,
    }),
    monthlyIncome: (await monthlyIncomeOf(db, t, application)) ?? 0,
    isHomeowner: application.isHomeowner === true,
    isCarOwner: application.isCarOwner === true,
    state: borrower?.state ?? null,
  });
  const rows = withSelfReportedValues(drafts, { ...application, rentalApplication });
  return inTransaction(database, async (data) => {
    await data.decisions.insertExpenseEstimates(applicationId, rows);
    return data.decisions.expenseEstimatesOf(applicationId);
  });
}
