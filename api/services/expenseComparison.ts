import type { ServiceDeps } from './deps';
import { readData } from '../data/bound';
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
  const now = deps.now();
  const application = await data.applications.applicationById(applicationId);
  if (!application) throw notFound('Application');
  const fromDay = new Date(now.getTime() - bankSpendingMonths * 30 * dayMs).toISOString().slice(0, 10);
  const [lines, transactions] = await Promise.all([
    data.decisions.expenseEstimatesOf(applicationId),
    data.bank.applicationTransactionsSince(applicationId, fromDay),
  ]);
  return compareExpenses(lines, transactions ? monthlyBankSpending(transactions, bankSpendingMonths) : null, {
    hasMortgageEscrow: application.hasMortgageEscrow,
  });
}
