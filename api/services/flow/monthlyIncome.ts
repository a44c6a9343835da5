import type { Viewer } from '../../auth/viewer';
import { borrowerSave } from '../../errors';
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
export const saveMonthlyIncome = borrowerSave(async function saveMonthlyIncome(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { applicationId: string; selfReportedMonthlyCurrentIncome?: number | null },
) {
  const saved = await saveMonthlyIncomeValue(deps, viewer, input);
  const { application } = saved;
  if (application.creditPullStatus === 'inProgress') return saved;
  try {
    await fetchExpenseEstimates(deps, viewer, application.id);
    return saved;
  } catch (err) {
    deps.logger.error({ err, applicationId: application.id }, 'expense estimates failed');
    const nextRoute =
      nextPageAfterExpenses({
        type: application.type === 'rental' ? 'rental' : 'credit',
        saveFailed: true,
        creditPull: application.creditPullStatus as CreditPullStatus,
      }) ?? routes.pending;
    return {
      application: await inTransaction(deps.database, (data) =>
        recordProgress(data, application.id, 'ProvideMonthlyIncome', nextRoute),
      ),
      nextRoute,
    };
  }
});
