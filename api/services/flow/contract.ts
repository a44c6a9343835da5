import { isUniqueViolation } from '../../../db/errors';
import type { Viewer } from '../../auth/viewer';
import { updateApplicationFields } from '../../data/applications';
import {
  contractSignatureOf,
  insertContractSignature,
  planToSignOf,
  setPlanDateSigned,
} from '../../data/plans';
import { routes } from '../../domain/applicationFlow';
import { noPlanToSign, planAlreadySigned, validateContractSignature } from '../../domain/contractSignature';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import { assertValid } from '../validation';
import type { ServiceDeps } from '../deps';
import { borrowerOf, ownedApplication } from './ownership';
import { recordProgress } from './progress';

export { noPlanToSign, planAlreadySigned };

/**
 * /contract/sign: the borrower agrees to their plan (the DMP of a credit application, the rental
 * relief plan of a rental one) by typing their name. Only the borrower signs — a rep acting for a
 * caller cannot sign for them. The plan's signing date becomes today; staff see the signature on the
 * plan tab and in the History tab.
 */
export async function signContract(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { applicationId: string; signedName?: string | null; agreedToTerms?: boolean | null },
) {
  const { database } = deps;
  const { db, t } = database;
  const application = await ownedApplication(db, t, viewer, input.applicationId);
  if (application.owner !== viewer.id)
    throw new AppError('FORBIDDEN', 'Only the borrower can sign their plan.');
  const borrower = await borrowerOf(db, t, application);
  const { errors, values } = validateContractSignature(input, borrower);
  assertValid(errors);
  const now = deps.now();
  const saved = await database
    .withTransaction(async (tx) => {
      const plan = await planToSignOf(tx, t, application.type, application.id);
      if (!plan) throw new AppError('CONFLICT', noPlanToSign);
      const signed = await contractSignatureOf(tx, t, application.id);
      if (signed) throw new AppError('CONFLICT', planAlreadySigned);
      const signature = await insertContractSignature(tx, t, {
        applicationId: application.id,
        signedBy: viewer.id,
        signedName: values.signedName!,
        agreedToTerms: true,
        signedAt: now.toISOString(),
      });
      await setPlanDateSigned(tx, t, application.type, application.id, now.toISOString().slice(0, 10));
      await updateApplicationFields(tx, t, application.id, { agreedToActionPlan: true });
      await recordAudit(tx, t, viewer, {
        action: 'sign',
        entity: 'contractSignature',
        entityId: signature.id,
        applicationId: application.id,
        after: { signedName: signature.signedName, signedAt: signature.signedAt },
      });
      return recordProgress(tx, t, application.id, 'SignContract', routes.status);
    })
    .catch((error: unknown) => {
      // Signed by a twin of this request meanwhile: the one signature is kept.
      throw isUniqueViolation(error) ? new AppError('CONFLICT', planAlreadySigned) : error;
    });
  return { application: saved, nextRoute: routes.status };
}
