import type { Viewer } from '../../auth/viewer';
import { inTransaction } from '../../data/bound';
import { nextPageAfterExpenses, routes, type CreditPullStatus } from '../../domain/applicationFlow';
import type { ServiceDeps } from '../deps';
import { fetchExpenseEstimates } from './expenseEstimates';
import { recordProgress } from './progress';
import { saveMonthlyIncomeValue } from './steps';

/**
 * Provide monthly income, then the expense estimates if not yet fetched and no credit pull is in
 * progress. An estimate failure is logged, not told, and the borrower waits on pending (rental:
 * call-us), as after an expenses error (borrower-application §4): no page of empty expenses.
 */
export async function saveMonthlyIncome(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { applicationId: string; selfReportedMonthlyCurrentIncome?: number | null },
) {
  const application = await saveMonthlyIncomeValue(deps, viewer, input);
  if (application.creditPullStatus === 'inProgress') return { application, nextRoute: routes.expenses };
  try {
    await fetchExpenseEstimates(deps, viewer, application.id);
    return { application, nextRoute: routes.expenses };
  } catch (err) {
    deps.logger.error({ err, applicationId: application.id }, 'expense estimates failed');
    const nextRoute =
      nextPageAfterExpenses({
        type: application.type === 'rental' ? 'rental' : 'credit',
        saveFailed: true,
        creditPull: application.creditPullStatus as CreditPullStatus,
      }) ?? routes.pending;
    const saved = await inTransaction(deps.database, (data) =>
      recordProgress(data, application.id, 'ProvideMonthlyIncome', nextRoute),
    );
    return { application: saved, nextRoute };
  }
}
