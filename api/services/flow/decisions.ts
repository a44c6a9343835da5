import { inTransaction } from '../../data/bound';
import { countingDebts } from '../../domain/countingDebts';
import { decide } from '../../domain/decision';
import { offerRecord } from '../../domain/offers';
import { notFound } from '../../errors';
import type { ServiceDeps } from '../deps';
import { decisionFiguresOf } from './finances';
import { applicationReportIds, reportsWithDebts } from './reportDebts';
import type { Viewer } from '../../auth/viewer';
import { ownedApplication } from './ownership';

/** POST /decision: the decision of api/domain/decision.ts, stored with its reasons and offers. */
export async function makeDecision(deps: ServiceDeps, viewer: Viewer, applicationId: string) {
  const { database } = deps;
  const { db, t } = database;
  await ownedApplication(db, t, viewer, applicationId);
  const ids = await applicationReportIds(db, t, applicationId);
  if (!ids.application) throw notFound('Application');
  const debts = countingDebts({
    borrowerReports: await reportsWithDebts(db, t, ids.borrowerReportIds),
    spouseReports: await reportsWithDebts(db, t, ids.spouseReportIds),
  });
  const result = decide({ debts, ...(await decisionFiguresOf(db, t, ids.application)) });
  const { offers, disqualificationReasons, ...figures } = result;
  return inTransaction(database, async (data) => {
    const decision = await data.decisions.insertDecision({ applicationId, ...figures });
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
    return { decision, offers: saved, disqualificationReasons };
  });
}
