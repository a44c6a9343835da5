import type { ServiceDeps } from './deps';
import { readData, type Data } from '../data/bound';
import { monthlyBankSpending } from '../domain/bankSpending';
import { dayMs } from '../domain/dates';
import { bankSpendingMonths, compareExpenses } from '../domain/expenseComparison';
import { notFound } from '../errors';
import { requirePermission } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';

/** Three-way expenses for the Income & Expenses tab: said, estimated, and what the bank shows. */
export async function expenseComparison(deps: ServiceDeps, viewer: Viewer, applicationId: string) {
  requirePermission(viewer, 'records:read');
  const data = readData(deps.database);
  const application = await data.applications.applicationById(applicationId);
  if (!application) throw notFound('Application');
  return comparedExpenses(data, application, deps.now());
}

/**
 * The comparison itself, for whoever may read the application: the console's tab above, and the
 * customer portal's verified expenses (api/domain/bankVerifiedExpenses.ts, the one rule of both).
 */
export async function comparedExpenses(
  data: Data,
  application: { id: string; hasMortgageEscrow: boolean | null },
  now: Date,
) {
  const applicationId = application.id;
  const fromDay = new Date(now.getTime() - bankSpendingMonths * 30 * dayMs).toISOString().slice(0, 10);
  const [lines, transactions] = await Promise.all([
    data.decisions.expenseEstimatesOf(applicationId),
    data.bank.applicationTransactionsSince(applicationId, fromDay),
  ]);
  return compareExpenses(lines, transactions ? monthlyBankSpending(transactions, bankSpendingMonths) : null, {
    hasMortgageEscrow: application.hasMortgageEscrow,
  });
}
