import { presentsDecision } from '@domain/applicationFlow';
import type { GraphqlResult } from '../../lib/graphql';
import { applicationStep, type StepResult } from '../../lib/flow/flowApi';

/**
 * After the bank connection or the reason page (borrower-application §4): the server names the
 * offers route, but a decision the borrower is about to see (success, decline, or the default
 * variant's proposed payment summary) must first be
 * marked presented, which presentDecision does (and it answers the same route).
 */
export async function afterBankStep(result: GraphqlResult<StepResult>): Promise<GraphqlResult<StepResult>> {
  const step = result.data;
  if (!result.ok || !step) return result;
  if (!presentsDecision(step.nextRoute)) return result;
  return applicationStep('presentDecision', step.application.id);
}
