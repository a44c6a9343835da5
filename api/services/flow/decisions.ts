import { inTransaction, readData } from '../../data/bound';
import { countingDebts } from '../../domain/countingDebts';
import { decide, leftOutRecord } from '../../domain/decision';
import { offerRecord } from '../../domain/offers';
import { notFound } from '../../errors';
import { creditorTermsAreReviewed, creditorTermsInForce } from '../creditorTermsTable';
import type { ServiceDeps } from '../deps';
import { recordStaffStep } from '../audit';
import { decisionFiguresOf } from './finances';
import { applicationReportIds, reportsWithDebts } from './reportDebts';
import type { Viewer } from '../../auth/viewer';
import { ownedApplication } from './ownership';

/** What a decision's audit entry shows of it. */
const summaryOf = (d: {
  id: string;
  isQualified: boolean;
  currentUnsecuredDebtPayment: number | null;
  proposedUnsecuredDebtPayment: number | null;
}) => ({
  decisionId: d.id,
  isQualified: d.isQualified,
  currentUnsecuredDebtPayment: d.currentUnsecuredDebtPayment,
  proposedUnsecuredDebtPayment: d.proposedUnsecuredDebtPayment,
});

/**
 * POST /decision: the decision of api/domain/decision.ts on the creditor terms in force, stored with
 * its reasons, its offers (each naming the terms version it used), the debts left out of the plan,
 * and whether a lead had reviewed the terms by then.
 */
export async function makeDecision(deps: ServiceDeps, viewer: Viewer, applicationId: string) {
  const { database } = deps;
  const data = readData(database);
  await ownedApplication(data, viewer, applicationId);
  const ids = await applicationReportIds(data, applicationId);
  if (!ids.application) throw notFound('Application');
  const debts = countingDebts({
    borrowerReports: await reportsWithDebts(data, ids.borrowerReportIds),
    spouseReports: await reportsWithDebts(data, ids.spouseReportIds),
  });
  const creditorTerms = await creditorTermsInForce(data, deps.now());
  const creditorTermsReviewed = await creditorTermsAreReviewed(data);
  const result = decide({ debts, ...(await decisionFiguresOf(data, ids.application)), creditorTerms });
  const { offers, disqualificationReasons, leftOutCreditors, ...figures } = result;
  return inTransaction(database, async (data) => {
    const previous = await data.decisions.latestDecisionOf(applicationId);
    const decision = await data.decisions.insertDecision({
      applicationId,
      ...figures,
      creditorTermsReviewed,
    });
    await recordStaffStep(data, viewer, {
      action: 'makeDecision',
      entity: 'Decision',
      entityId: decision.id,
      applicationId,
      before: previous ? summaryOf(previous) : null,
      after: { ...summaryOf(decision), offers: offers.length, disqualificationReasons },
    });
    for (const reason of disqualificationReasons)
      await data.decisions.insertDisqualificationReason(decision.id, reason);
    const saved = [];
    for (const offer of offers) {
      saved.push(
        await data.decisions.insertOffer({
          applicationId,
          decisionId: decision.id,
          ...offerRecord(offer, figures.totalUnsecuredDebtBalance),
        }),
      );
    }
    for (const leftOut of leftOutCreditors) {
      await data.creditorTerms.insertLeftOutCreditor({
        applicationId,
        decisionId: decision.id,
        ...leftOutRecord(leftOut),
      });
    }
    return { decision, offers: saved, disqualificationReasons };
  });
}
