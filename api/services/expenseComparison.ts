import type { ServiceDeps } from './deps';
import { readData, type Data } from '../data/bound';
import { monthlyBankSpending } from '../domain/bankSpending';
import { bankSpendingDays, bankSpendingMonths, compareExpenses } from '../domain/expenseComparison';
import { notFound } from '../errors';
import { requirePermission } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';

/**
 * Three-way expenses for the Income & Expenses tab: said, estimated, and what the bank shows over the
 * three months up to its newest transaction. A linked bank that holds no transaction yet shows
 * nothing rather than $0 in every category.
 */
export async function expenseComparison(deps: ServiceDeps, viewer: Viewer, applicationId: string) {
  requirePermission(viewer, 'records:read');
  const data = readData(deps.database);
  const application = await data.applications.applicationById(applicationId);
  if (!application) throw notFound('Application');
  return comparedExpenses(data, application);
}

/**
 * The comparison itself, for whoever may read the application: the console's tab above, and the
 * customer portal's verified expenses (api/domain/bankVerifiedExpenses.ts, the one rule of both).
 */
export async function comparedExpenses(
  data: Data,
  application: { id: string; hasMortgageEscrow: boolean | null },
) {
  const applicationId = application.id;
  const [lines, transactions] = await Promise.all([
    data.expenseEstimates.expenseEstimatesOf(applicationId),
    data.bank.recentApplicationTransactions(applicationId, bankSpendingDays),
  ]);
  const bank = transactions?.length ? monthlyBankSpending(transactions, bankSpendingMonths) : null;
  return compareExpenses(lines, bank, { hasMortgageEscrow: application.hasMortgageEscrow });
}
