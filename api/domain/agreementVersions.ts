import { termsStand, type AgreementTerms, type PlanRow } from './agreementTerms';
import type { AgencyFees } from './agencyFees';
import type { PlanState } from './offerPages';

/*
 * A plan's agreement versions (docs/decisions/0108): the newest one every signer signed is in force
 * while the plan's terms still stand on it; new terms are a new version, signed again by everyone.
 * A version some have signed stays the one to finish while its terms stand; else it is left unsigned.
 */

export interface AgreementVersion {
  version: number;
  terms: AgreementTerms;
  /** Set once every signer has signed. */
  signedAt: string | null;
}

export interface PlanNow {
  plan: PlanRow | null;
  decisionId: string | null;
  fees: AgencyFees;
}

/** The version in force: the newest signed one. Versions come first-first. */
export function signedVersion<V extends AgreementVersion>(versions: readonly V[]): V | null {
  return versions.findLast((v) => v.signedAt !== null) ?? null;
}

/** The newest version, unsigned but begun, whose terms still stand: the one its next signer signs. */
export function versionBegun<V extends AgreementVersion>(versions: readonly V[], now: PlanNow): V | null {
  const newest = versions.at(-1);
  if (!newest || newest.signedAt !== null || !now.plan) return null;
  return termsStand(newest.terms, { ...now, plan: now.plan }) ? newest : null;
}

/** None (no plan), to sign (no version stands on the plan's terms), or signed. */
export function planStateOf(versions: readonly AgreementVersion[], now: PlanNow): PlanState {
  if (!now.plan) return 'none';
  const signed = signedVersion(versions);
  return signed && termsStand(signed.terms, { ...now, plan: now.plan }) ? 'signed' : 'toSign';
}

/** The number a new version takes. */
export const nextVersionNumber = (versions: readonly AgreementVersion[]) =>
  (versions.at(-1)?.version ?? 0) + 1;
