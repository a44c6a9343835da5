import { createHash } from 'node:crypto';
import { isUniqueViolation } from '../../../db/errors';
import { inTransaction, readData } from '../../data/bound';
import type { Viewer } from '../../auth/viewer';
import { routes } from '../../domain/applicationFlow';
import { knownLanguage, mailLanguage } from '../../domain/applicationOptions';
import { agreementSummary, type AgreementRow } from '../../domain/agreementDocument';
import { nextVersionNumber, planStateOf, versionBegun } from '../../domain/agreementVersions';
import { cancelUntil, localDayOf } from '../../domain/businessDays';
import {
  borrowerSignsFirst,
  esignDisclosureVersion,
  nextSigner,
  noPlanToSign,
  noSpouseToSign,
  planAlreadySigned,
  planTermsChanged,
  signersOf,
  validateContractSignature,
  type Signer,
} from '../../domain/contractSignature';
import { AppError, borrowerSave } from '../../errors';
import { recordAudit } from '../audit';
import { sendMail } from '../mail';
import { signedAgreementPdf } from '../signedAgreementPdf';
import { termsDigestOf } from '../agreements/agreementViews';
import { liveAgreement } from '../agreements/liveTerms';
import { assertValid } from '../validation';
import type { ServiceDeps } from '../deps';
import { borrowerOf, ownedApplication } from './ownership';
import { recordProgress } from './progress';

export { noPlanToSign, planAlreadySigned, planTermsChanged };

export const agreementFilename = 'signed-plan-agreement.pdf';

const signerOf = (value: string | null | undefined): Signer => {
  if (value == null || value === 'borrower') return 'borrower';
  if (value === 'spouse') return 'spouse';
  throw new AppError('BAD_USER_INPUT', 'signer is invalid');
};

/**
 * /contract/sign: each signer agrees to electronic records (the E-SIGN disclosure, its version
 * recorded with the time), agrees to the plan (the DMP of a credit application, the rental relief
 * plan of a rental one) and types their own name. The borrower signs first; when the application has
 * a spouse or partner, they sign next on the same device, in the borrower's session (a rep acting for
 * a caller cannot sign for anyone). A signature is given to one version of the agreement, the one
 * whose fingerprint the page read: the first signature keeps its terms for good, and new terms are a
 * new version everyone signs again (docs/decisions/0108). The last signature dates the plan, keeps
 * the agreement as a tagged PDF with its SHA-256 (in History for staff) and, once committed, e-mails
 * it to each signer with its figures.
 */
export const signContract = borrowerSave(async function signContract(
  deps: ServiceDeps,
  viewer: Viewer,
  input: {
    applicationId: string;
    signer?: string | null;
    signedName?: string | null;
    agreedToTerms?: boolean | null;
    agreedToElectronicRecords?: boolean | null;
    language?: string | null;
    /** The fingerprint of the terms the signer read (PlanAgreement.termsDigest). */
    termsDigest?: string | null;
  },
) {
  const { database } = deps;
  const data = readData(database);
  const application = await ownedApplication(data, viewer, input.applicationId);
  if (application.owner !== viewer.id)
    throw new AppError('FORBIDDEN', 'Only the borrower can sign their plan.');
  const signer = signerOf(input.signer);
  const signers = signersOf(application);
  if (!signers.includes(signer)) throw new AppError('CONFLICT', noSpouseToSign);
  const borrower = await borrowerOf(data, application);
  const spouse = signers.includes('spouse')
    ? await data.borrowers.spouseById(application.applicationSpouseId!)
    : null;
  if (signer === 'spouse' && !spouse) throw new AppError('CONFLICT', noSpouseToSign);
  const { errors, values } = validateContractSignature(input, signer === 'spouse' ? spouse! : borrower);
  assertValid(errors);
  const language = knownLanguage(input.language) ?? mailLanguage(borrower.preferredLanguage);
  const now = deps.now().toISOString();
  const saved = await inTransaction(database, async (data) => {
    const live = await liveAgreement(data, deps, application);
    if (!live.plan || !live.terms) throw new AppError('CONFLICT', noPlanToSign);
    const versions = await data.agreements.agreementVersionsOf(application.id);
    const planNow = { plan: live.plan, decisionId: live.decisionId, fees: deps.fees };
    if (planStateOf(versions, planNow) === 'signed') throw new AppError('CONFLICT', planAlreadySigned);
    // A version some have signed is finished as it stands; else today's terms are the next version.
    const begun = versionBegun(versions, planNow);
    const terms = begun?.terms ?? live.terms;
    if (input.termsDigest !== termsDigestOf(terms)) throw new AppError('CONFLICT', planTermsChanged);
    const before = begun ? await data.agreements.signaturesOfAgreement(begun.id) : [];
    if (before.some((s) => s.signer === signer)) throw new AppError('CONFLICT', planAlreadySigned);
    if (nextSigner(signers, before) !== signer) throw new AppError('CONFLICT', borrowerSignsFirst);
    const version =
      begun ??
      (await data.agreements.insertAgreementVersion({
        applicationId: application.id,
        version: nextVersionNumber(versions),
        terms,
        createdAt: now,
      }));
    const signature = await data.plans.insertContractSignature({
      applicationId: application.id,
      agreementId: version.id,
      signedBy: viewer.id,
      signer,
      signedName: values.signedName!,
      agreedToTerms: true,
      signedAt: now,
      esignDisclosureVersion,
      esignConsentedAt: now,
    });
    await recordAudit(data, viewer, {
      action: 'sign',
      entity: 'contractSignature',
      entityId: signature.id,
      applicationId: application.id,
      after: {
        signer,
        signedName: signature.signedName,
        signedAt: signature.signedAt,
        agreementVersion: version.version,
        esignDisclosureVersion,
        esignConsentedAt: now,
      },
    });
    const signatures = [...before, signature];
    if (nextSigner(signers, signatures)) {
      const row = await recordProgress(data, application.id, 'SignContract', routes.signContract);
      return { application: row, agreement: null };
    }
    const until = cancelUntil(localDayOf(new Date(now), borrower));
    const completed = await data.agreements.markAgreementSigned(version.id, {
      signedAt: now,
      cancelUntil: until,
    });
    if (!completed) throw new AppError('CONFLICT', planAlreadySigned);
    await data.plans.setPlanDateSigned(application.type, application.id, now.slice(0, 10));
    await data.applications.updateApplicationFields(application.id, { agreedToActionPlan: true });
    const pdf = signedAgreementPdf({
      language,
      version: completed.version,
      terms: completed.terms,
      cancelUntil: until,
      place: borrower,
      signatures,
    });
    const agreement = await data.plans.insertSignedAgreement({
      applicationId: application.id,
      agreementId: completed.id,
      pdf: pdf.toString('base64'),
      sha256: createHash('sha256').update(pdf).digest('hex'),
      language,
      createdAt: now,
    });
    await recordAudit(data, viewer, {
      action: 'keepSignedAgreement',
      entity: 'signedAgreement',
      entityId: agreement.id,
      applicationId: application.id,
      after: {
        sha256: agreement.sha256,
        agreementVersion: completed.version,
        signedBy: signatures.map((s) => s.signedName).join(', '),
      },
    });
    const row = await recordProgress(data, application.id, 'SignContract', routes.status);
    return {
      application: row,
      agreement: {
        pdf,
        sha256: agreement.sha256,
        version: completed.version,
        summary: agreementSummary(completed.terms, { language, cancelUntil: until, signed: true }),
      },
    };
  }).catch((error: unknown) => {
    // Signed by a twin of this request meanwhile: the one signature is kept.
    throw isUniqueViolation(error) ? new AppError('CONFLICT', planAlreadySigned) : error;
  });
  if (saved.agreement) await mailAgreement(deps, saved.agreement, language, [borrower, spouse]);
  return {
    application: saved.application,
    nextRoute: saved.agreement ? routes.status : routes.signContract,
  };
});

/**
 * Each signer with an e-mail address gets the agreement, once per address. After the commit: the
 * signatures stand whatever the mail does, and a failed delivery is logged for staff to follow up.
 */
async function mailAgreement(
  deps: ServiceDeps,
  agreement: { pdf: Buffer; sha256: string; version: number; summary: AgreementRow[] },
  language: 'en' | 'es',
  signers: ({ email: string | null; firstName: string | null } | null)[],
) {
  const sent = new Set<string>();
  for (const signer of signers) {
    const email = signer?.email?.trim().toLowerCase();
    if (!email || sent.has(email)) continue;
    sent.add(email);
    // The plan is signed whatever the mail does: a failure is logged, the signature stands.
    await sendMail(deps, {
      to: email,
      content: {
        template: 'signedAgreement',
        firstName: signer?.firstName ?? '',
        sha256: agreement.sha256,
        version: agreement.version,
        summary: agreement.summary,
      },
      language,
      attachments: [{ filename: agreementFilename, contentType: 'application/pdf', content: agreement.pdf }],
      onFailure: 'log',
    });
  }
}
