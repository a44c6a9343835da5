import { inTransaction, readData } from '../../data/bound';
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
  const data = readData(database);
  const application = await ownedApplication(data, viewer, applicationId);
  const existing = await data.expenseEstimates.expenseEstimatesOf(applicationId);
  if (existing.length > 0) return existing;
  const borrower = application.applicationBorrowerId
    ? await data.borrowers.borrowerById(application.applicationBorrowerId)
    : null;
  const rentalApplication = await data.applications.rentalApplicationOf(applicationId);
  const drafts = estimateExpenses({
    householdSize: householdSize({
      ...application,
      numberOfPeopleLivingWithBorrower: rentalApplication?.numberOfPeopleLivingWithBorrower,
    }),
    monthlyIncome: (await monthlyIncomeOf(data, application)) ?? 0,
    isHomeowner: application.isHomeowner === true,
    isCarOwner: application.isCarOwner === true,
    state: borrower?.state ?? null,
  });
  const rows = withSelfReportedValues(drafts, { ...application, rentalApplication });
  return inTransaction(database, async (data) => {
    await data.expenseEstimates.insertExpenseEstimates(applicationId, rows);
    return data.expenseEstimates.expenseEstimatesOf(applicationId);
  });
}
