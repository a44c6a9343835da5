import type { Request, Router } from 'express';
import { z } from 'zod';
import { loadViewer } from '../../auth/users';
import { pendingSignInOf, startSession } from '../../auth/sessionControl';
import { viewerJson } from '../../auth/viewerJson';
import { signInAgain, wrongOneTimeCode } from '../../domain/secondFactor';
import { AppError } from '../../errors';
import type { DepsFor } from '../requestDeps';
import {
  beginEnrolment,
  confirmEnrolment,
  practiseSecondFactor,
  proveSecondFactor,
  turnOffSecondFactor,
} from '../../services/accounts/secondFactor';
import { endCurrentSession } from '../../auth/sessionControl';
import { assertAllowed, ruleFor } from '../../auth/permissions';
import type { AccountLimits } from './accountLimits';
import { parseBody } from '../parseBody';

const proofBody = z.object({
  code: z.string().max(20).optional(),
  recoveryCode: z.string().max(40).optional(),
});
const codeBody = z.object({ code: z.string().max(20) });

/**
 * The account a code is for: the sign-in waiting for its second step (`step` says which), or the
 * signed-in user turning two-step sign-in on from Settings.
 */
async function accountFor(req: Request, depsFor: DepsFor, step?: 'verify' | 'enrol') {
  const pending = pendingSignInOf(req);
  if (pending && (!step || pending.step === step)) {
    const viewer = await loadViewer(depsFor(req).database, pending.userId);
    if (viewer) return { viewer, pending: true };
  }
  if (!step && req.user) return { viewer: req.user, pending: false };
  throw new AppError('UNAUTHENTICATED', signInAgain);
}

/** The end of a sign-in: the session is signed in (a new id), restricted if the password must change. */
async function finishSignIn(req: Request, depsFor: DepsFor, viewer: Express.User) {
  await startSession(req, viewer, viewer.mustChangePassword);
  return viewerJson(depsFor(req).database, viewer);
}

/** The second step of a sign-in, enrolment, and turning it off (SECURITY.md §26). */
export function secondFactorRoutes(router: Router, depsFor: DepsFor, limits: AccountLimits) {
  router.post('/two-factor', ...limits.secondFactor, async (req, res) => {
    const proof = parseBody(proofBody, req.body, wrongOneTimeCode);
    const { viewer } = await accountFor(req, depsFor, 'verify');
    await proveSecondFactor(depsFor(req), viewer.id, proof);
    res.json({ user: await finishSignIn(req, depsFor, viewer) });
  });

  router.post('/two-factor/enrolment', async (req, res) => {
    const { viewer } = await accountFor(req, depsFor);
    res.json(await beginEnrolment(depsFor(req), viewer));
  });

  router.post('/two-factor/enrolment/confirm', ...limits.secondFactor, async (req, res) => {
    const { code } = parseBody(codeBody, req.body, wrongOneTimeCode);
    const { viewer, pending } = await accountFor(req, depsFor);
    const recoveryCodes = await confirmEnrolment(depsFor(req), viewer, code);
    const user = pending
      ? await finishSignIn(req, depsFor, viewer)
      : await viewerJson(depsFor(req).database, viewer);
    res.json({ recoveryCodes, user });
  });

  // Training: rehearse live's two-step sign-in at the next sign-in; this session ends now.
  router.post('/two-factor/practice', async (req, res) => {
    assertAllowed(ruleFor('POST /auth/two-factor/practice'), req.user ?? null);
    await practiseSecondFactor(depsFor(req), req.user!);
    await endCurrentSession(req, res);
    res.json({ ok: true });
  });

  router.post('/two-factor/off', ...limits.secondFactor, async (req, res) => {
    assertAllowed(ruleFor('POST /auth/two-factor/off'), req.user ?? null);
    const proof = parseBody(proofBody, req.body, wrongOneTimeCode);
    await turnOffSecondFactor(depsFor(req), req.user!, proof);
    res.json({ user: await viewerJson(depsFor(req).database, req.user!) });
  });
}
