import { createHash } from 'node:crypto';
import type { Data } from '../../data/bound';
import type { PlanAgreementRow } from '../../data/agreements';
import { stableJson, type AgreementTerms } from '../../domain/agreementTerms';
import { planStateOf, signedVersion, versionBegun } from '../../domain/agreementVersions';
import { cancelUntil, localDayOf } from '../../domain/businessDays';
import { nextSigner, signersOf, type Signer } from '../../domain/contractSignature';
import type { ServiceDeps } from '../deps';
import { liveAgreement } from './liveTerms';

/*
 * The two agreements a plan can have at once (docs/decisions/0108): the signed version in force, and
 * new terms proposed for signing — a version some have begun signing while its terms stand, else the
 * terms the plan makes now. The portal shows the signed one; the console shows both; the signing
 * page shows the proposed one, with the fingerprint its signature must carry.
 */

type ApplicationRow = NonNullable<Awaited<ReturnType<Data['applications']['applicationById']>>>;
type Signature = Awaited<ReturnType<Data['agreements']['signaturesOfAgreement']>>[number];

export interface AgreementView {
  /** The stored version's id; null for terms nobody has signed yet. */
  id: string | null;
  applicationId: string;
  version: number;
  status: 'signed' | 'proposed';
  terms: AgreementTerms;
  signatures: Signature[];
  /** Who still signs, in order; empty once signed. */
  signersLeft: Signer[];
  signedAt: string | null;
  /** The last day to cancel: the signed version's, or if signed today for a proposed one. */
  cancelUntil: string;
  /** SHA-256 of the terms as written (stableJson): what a signature is given to. */
  termsDigest: string;
}

export const termsDigestOf = (terms: AgreementTerms) =>
  createHash('sha256').update(stableJson(terms)).digest('hex');

function signersLeftOf(application: ApplicationRow, signatures: Signature[]): Signer[] {
  const required = signersOf(application);
  const left: Signer[] = [];
  let signed = signatures;
  for (let next = nextSigner(required, signed); next; next = nextSigner(required, signed)) {
    left.push(next);
    signed = [...signed, { signer: next } as Signature];
  }
  return left;
}

async function placeOf(data: Data, application: ApplicationRow) {
  return application.applicationBorrowerId
    ? await data.borrowers.borrowerById(application.applicationBorrowerId)
    : null;
}

/** The signed version in force, as kept; null before any version is signed. */
export async function signedAgreementView(
  data: Data,
  application: ApplicationRow,
): Promise<AgreementView | null> {
  const signed = signedVersion(await data.agreements.agreementVersionsOf(application.id));
  if (!signed) return null;
  return viewOfRow(data, application, signed, 'signed', signed.cancelUntil ?? '');
}

async function viewOfRow(
  data: Data,
  application: ApplicationRow,
  row: PlanAgreementRow,
  status: AgreementView['status'],
  cancelDay: string,
): Promise<AgreementView> {
  const signatures = await data.agreements.signaturesOfAgreement(row.id);
  return {
    id: row.id,
    applicationId: application.id,
    version: row.version,
    status,
    terms: row.terms,
    signatures,
    signersLeft: status === 'signed' ? [] : signersLeftOf(application, signatures),
    signedAt: row.signedAt,
    cancelUntil: cancelDay,
    termsDigest: termsDigestOf(row.terms),
  };
}

/**
 * New terms to sign, or null when the signed version stands (or there is nothing to sign): the
 * version begun while its terms stand, else the terms the plan makes today as the next version.
 */
export async function proposedAgreementView(
  data: Data,
  deps: Pick<ServiceDeps, 'fees' | 'phones' | 'now'>,
  application: ApplicationRow,
): Promise<AgreementView | null> {
  const [versions, live, borrower] = await Promise.all([
    data.agreements.agreementVersionsOf(application.id),
    liveAgreement(data, deps, application),
    placeOf(data, application),
  ]);
  const now = { plan: live.plan, decisionId: live.decisionId, fees: deps.fees };
  if (!live.terms || planStateOf(versions, now) === 'signed') return null;
  const ifSignedToday = cancelUntil(localDayOf(deps.now(), borrower));
  const begun = versionBegun(versions, now);
  if (begun) return viewOfRow(data, application, begun, 'proposed', ifSignedToday);
  return {
    id: null,
    applicationId: application.id,
    version: (versions.at(-1)?.version ?? 0) + 1,
    status: 'proposed',
    terms: live.terms,
    signatures: [],
    signersLeft: signersLeftOf(application, []),
    signedAt: null,
    cancelUntil: ifSignedToday,
    termsDigest: termsDigestOf(live.terms),
  };
}
