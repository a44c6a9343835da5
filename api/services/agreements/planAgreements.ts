import { requirePermission } from '../../auth/permissions';
import type { Viewer } from '../../auth/viewer';
import { readData } from '../../data/bound';
import { planStateOf } from '../../domain/agreementVersions';
import { notFound } from '../../errors';
import type { ServiceDeps } from '../deps';
import { proposedAgreementView, signedAgreementView } from './agreementViews';
import { liveAgreement } from './liveTerms';

/**
 * The console's plan tab: where the plan stands, the signed version in force and the new terms
 * waiting for signatures, side by side (docs/decisions/0108).
 */
export async function planAgreementsOf(deps: ServiceDeps, viewer: Viewer, applicationId: string) {
  requirePermission(viewer, 'records:read');
  const data = readData(deps.database);
  const application = await data.applications.applicationById(applicationId);
  if (!application) throw notFound('Application');
  const [versions, live, signed, proposed] = await Promise.all([
    data.agreements.agreementVersionsOf(application.id),
    liveAgreement(data, deps, application),
    signedAgreementView(data, application),
    proposedAgreementView(data, deps, application),
  ]);
  const planState = planStateOf(versions, { plan: live.plan, decisionId: live.decisionId, fees: deps.fees });
  return { planState, signed, proposed };
}
