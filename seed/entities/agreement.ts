import { createHash } from 'node:crypto';
import {
  offerLinesOf,
  reportLinesOf,
  type LineCollection,
  type LineDebt,
} from '../../api/domain/agreementLines';
import { agreementTerms, type AgreementParty, type PlanRow } from '../../api/domain/agreementTerms';
import { cancelUntil, localDayOf } from '../../api/domain/businessDays';
import { esignDisclosureVersion } from '../../api/domain/contractSignature';
import { demoPhones } from '../../api/domain/helpPhone';
import { toCents, toDollars } from '../../api/domain/money';
import type { Offer } from '../../api/domain/offers';
import { signedAgreementPdf } from '../../api/services/signedAgreementPdf';
import type { Tree } from '../tree';
import { addAudit } from './audit';
import type { StoredReport } from './credit';

/*
 * A demo plan signed at /contract/sign, kept as services/flow/contract.ts keeps a real one: the
 * agreement's first version with its terms (built by the product's own api/domain/agreementTerms.ts
 * from the decision's offers and the reports, as they are stored), each signature given to it, and
 * its PDF rendered by api/services/signedAgreementPdf.ts with its SHA-256 — the same bytes for the
 * same seed. Training's lines are the demo lines.
 */

/** What the agreement names, from the borrower's tree. */
export interface AgreementSources {
  decisionId: string | null;
  offers: readonly Offer[];
  reports: readonly StoredReport[];
  parties: AgreementParty[];
  place: { state: string | null; zipCode: string | null };
}

/** Figures as the database gives them back: money columns keep cents. */
const stored = (value: number | null) => (value == null ? null : toDollars(toCents(value)));

function creditLines(sources: AgreementSources) {
  const debts: LineDebt[] = sources.reports.flatMap((r) => r.debts as unknown as LineDebt[]);
  const collections: LineCollection[] = sources.reports.flatMap((r) => r.collections as LineCollection[]);
  const offers = sources.offers.map((o) => ({
    debtId: o.debtId,
    collectionId: o.collectionId,
    balance: stored(o.balance),
    currentApr: stored(o.currentApr),
    proposedApr: stored(o.proposedApr),
    payment: stored(o.payment),
  }));
  return {
    offers: offerLinesOf(
      offers,
      new Map(debts.map((d) => [d.id, d])),
      new Map(collections.map((c) => [c.id, c])),
    ),
    report: reportLinesOf(debts, collections),
  };
}

export interface Signing {
  signedBy: string;
  signers: { signer: 'borrower' | 'spouse'; signedName: string }[];
  atMs: number;
  /** The plan as the signers read it. */
  plan: PlanRow;
}

/** The signed version, its signatures (with their audit entries) and its kept PDF; false when none can be made. */
export function addSignedAgreement(
  tree: Tree,
  applicationId: string,
  sources: AgreementSources,
  signing: Signing,
  language: 'en' | 'es',
): boolean {
  const { clock } = tree;
  const terms = agreementTerms({
    plan: signing.plan,
    decisionId: sources.decisionId,
    ...(signing.plan.kind === 'credit' ? creditLines(sources) : { offers: [], report: [] }),
    // The starting creditor table, which demo decisions stand on, has every creditor taking part.
    notTakingPart: [],
    fees: tree.run.fees,
    parties: sources.parties,
    contact: { agencyPhone: demoPhones.agency, counselorPhone: demoPhones.counselor },
  });
  if (!terms) return false;
  const signedAt = clock.instant(signing.atMs);
  const until = cancelUntil(localDayOf(new Date(signedAt), sources.place));
  const agreementId = tree.add('planAgreements', {
    applicationId,
    version: 1,
    terms: terms as unknown as Record<string, unknown>,
    createdAt: signedAt,
    signedAt,
    cancelUntil: until,
  });
  const signatures = signing.signers.map(({ signer, signedName }) => {
    const signature = {
      applicationId,
      agreementId,
      signedBy: signing.signedBy,
      signer,
      signedName,
      agreedToTerms: true,
      signedAt,
      esignDisclosureVersion,
      esignConsentedAt: signedAt,
    };
    const signatureId = tree.add('contractSignatures', signature);
    addAudit(tree, {
      actorId: signing.signedBy,
      action: 'sign',
      entity: 'contractSignature',
      entityId: signatureId,
      applicationId,
      after: {
        signer,
        signedName,
        signedAt,
        agreementVersion: 1,
        esignDisclosureVersion,
        esignConsentedAt: signedAt,
      },
      atMs: signing.atMs,
    });
    return signature;
  });
  const pdf = signedAgreementPdf({
    language,
    version: 1,
    terms,
    cancelUntil: until,
    place: sources.place,
    signatures,
  });
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const keptId = tree.add('signedAgreements', {
    applicationId,
    agreementId,
    pdf: pdf.toString('base64'),
    sha256,
    language,
    createdAt: signedAt,
  });
  addAudit(tree, {
    actorId: signing.signedBy,
    action: 'keepSignedAgreement',
    entity: 'signedAgreement',
    entityId: keptId,
    applicationId,
    after: { sha256, agreementVersion: 1, signedBy: signing.signers.map((s) => s.signedName).join(', ') },
    atMs: signing.atMs,
  });
  return true;
}
