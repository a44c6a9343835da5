import { requirePermission } from '../../auth/permissions';
import {
  enrolmentOf,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
} from '../../auth/oneTimeCodes';
import type { Viewer } from '../../auth/viewer';
import { inTransaction, readData } from '../../data/bound';
import {
  secondFactorAlreadyOn,
  secondFactorCannotBeOff,
  secondFactorRequired,
  wrongOneTimeCode,
} from '../../domain/secondFactor';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit';
import type { ServiceDeps } from '../deps';
import { announceSessionsEnded } from '../sessionsEnded';

/*
 * Two-factor sign-in (SECURITY.md §26). Staff of the live workspace enrol an authenticator at their
 * first sign-in and give a code at every sign-in after; anyone else (a borrower in Settings, staff in
 * training) may turn it on. A lead resets a rep's who lost their phone, audited.
 */

/** What a code proves: a one-time code of the authenticator, or one of the recovery codes. */
export interface SecondFactorProof {
  code?: string | null;
  recoveryCode?: string | null;
}

const wrongCode = () => new AppError('UNAUTHENTICATED', wrongOneTimeCode, { code: wrongOneTimeCode });

export async function secondFactorState(deps: ServiceDeps, account: { id: string; isStaff: boolean }) {
  const data = readData(deps.database);
  const row = await data.secondFactors.secondFactorOf(account.id);
  const enrolled = Boolean(row?.confirmedAt);
  return {
    enrolled,
    required: secondFactorRequired(account, deps.workspace),
    recoveryCodesLeft: enrolled ? await data.secondFactors.unusedRecoveryCodes(account.id) : 0,
  };
}

/** After a right password: verify a code, enrol first (live staff), or nothing more to ask. */
export async function stepAfterPassword(
  deps: ServiceDeps,
  viewer: Viewer,
): Promise<'verify' | 'enrol' | null> {
  const state = await secondFactorState(deps, viewer);
  if (state.enrolled) return 'verify';
  return state.required ? 'enrol' : null;
}

/** A new secret for the account's authenticator (shown once, with its QR code); not on until confirmed. */
export async function beginEnrolment(deps: ServiceDeps, account: { id: string; email: string }) {
  const { database } = deps;
  const current = await readData(database).secondFactors.secondFactorOf(account.id);
  if (current?.confirmedAt) throw new AppError('CONFLICT', secondFactorAlreadyOn);
  const secret = newTotpSecret();
  await inTransaction(database, (data) => data.secondFactors.putPendingSecret(account.id, secret));
  return { secret, ...(await enrolmentOf(account.email, secret)) };
}

/** The first code proves the phone has the secret: it is on, with ten recovery codes shown once. */
export async function confirmEnrolment(deps: ServiceDeps, account: { id: string }, code: string) {
  const { database } = deps;
  const pending = await readData(database).secondFactors.secondFactorOf(account.id);
  if (!pending || pending.confirmedAt) throw wrongCode();
  const step = await matchingStep(pending.secret, code, deps.codeClock(), null);
  if (step === null) throw wrongCode();
  const codes = newRecoveryCodes();
  await inTransaction(database, async (data) => {
    if (!(await data.secondFactors.confirmSecret(account.id, step, deps.now().toISOString())))
      throw wrongCode();
    await data.secondFactors.replaceRecoveryCodes(account.id, codes.map(recoveryCodeHash));
  });
  return codes;
}

/** A sign-in's second step: a fresh one-time code (never one used before) or an unused recovery code. */
export async function proveSecondFactor(deps: ServiceDeps, userId: string, proof: SecondFactorProof) {
  const { database } = deps;
  if (proof.recoveryCode) {
    const hash = recoveryCodeHash(proof.recoveryCode);
    const used = await inTransaction(database, (data) =>
      data.secondFactors.useRecoveryCode(userId, hash, deps.now().toISOString()),
    );
    if (!used) throw wrongCode();
    return;
  }
  const row = await readData(database).secondFactors.secondFactorOf(userId);
  if (!row?.confirmedAt || !proof.code) throw wrongCode();
  const step = await matchingStep(row.secret, proof.code, deps.codeClock(), row.lastStep);
  if (step === null) throw wrongCode();
  if (!(await inTransaction(database, (data) => data.secondFactors.claimStep(userId, step))))
    throw wrongCode();
}

/** Settings: the account's own choice to stop, proved with a code; staff of the live workspace cannot. */
export async function turnOffSecondFactor(deps: ServiceDeps, viewer: Viewer, proof: SecondFactorProof) {
  if (secondFactorRequired(viewer, deps.workspace)) throw new AppError('FORBIDDEN', secondFactorCannotBeOff);
  await proveSecondFactor(deps, viewer.id, proof);
  const { database } = deps;
  await inTransaction(database, (data) => data.secondFactors.removeSecondFactor(viewer.id));
}

/**
 * A lead resets a rep's second factor (a lost phone): the secret and the codes go, every session of
 * the rep ends, and the rep enrols again at the next sign-in. Audited like every staff action.
 */
export async function resetSecondFactor(deps: ServiceDeps, lead: Viewer, repId: string) {
  requirePermission(lead, 'reps:manage');
  const { database } = deps;
  const reset = await inTransaction(database, async (data) => {
    const rep = await data.reps.repById(repId);
    if (!rep) throw notFound('Rep');
    const had = Boolean((await data.secondFactors.secondFactorOf(repId))?.confirmedAt);
    await data.secondFactors.removeSecondFactor(repId);
    await data.users.endSessions(repId);
    await recordAudit(data, lead, {
      action: 'resetSecondFactor',
      entity: 'Rep',
      entityId: repId,
      before: { secondFactor: had },
      after: { secondFactor: false },
    });
    return rep;
  });
  announceSessionsEnded(database, { userId: repId });
  return reset;
}
