import type { Viewer } from '../../auth/viewer';
import { routes } from '../../domain/applicationFlow';
import type { ServiceDeps } from '../deps';
import { fetchExpenseEstimates } from './expenseEstimates';
import { saveMonthlyIncomeValue } from './steps';

/**
 * Provide monthly income, then the expense estimates if not yet fetched and no credit pull is in
 * progress. An estimate failure is logged only: the expenses page shows what exists.
 */
export async function saveMonthlyIncome(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { applicationId: string; selfReportedMonthlyCurrentIncome?: number | null },
) {
  const application = await saveMonthlyIncomeValue(deps, viewer, input);
  if (application.creditPullStatus !== 'inProgress') {
    try {
      await fetchExpenseEstimates(deps, application.id);
    } catch (err) {
      deps.logger.error({ err, applicationId: application.id }, 'expense estimates failed');
    }
  }
  return { application, nextRoute: routes.expenses };
}
