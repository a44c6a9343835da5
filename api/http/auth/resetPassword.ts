import type { Router } from 'express';
import { z } from 'zod';
import { passwordLength, passwordRulesMessage } from '../../domain/password';
import type { DepsFor } from '../requestDeps';
import { resetPassword } from '../../services/accounts/resetPassword';
import { loadViewer } from '../../auth/users';
import type { AccountLimits } from './accountLimits';
import { endCurrentSession } from '../../auth/sessionControl';
import { signInThroughGate } from './signInGate';
import { parseBody } from '../parseBody';
import { codeFields } from './verificationCode';

const resetBody = z.object({
  ...codeFields,
  newPassword: z.string().max(passwordLength.max),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  phoneNumber: z.string().max(30).optional(),
});

/**
 * POST /auth/reset-password. Every session of the user has ended; in initial-password mode (the
 * initial e-mail's link, or a code mailed to an account whose password a lead chose) the account goes
 * through the sign-in gate: signed in on a new session, or — with a second factor due — left at its
 * code step. Else they sign in again.
 */
export function resetPasswordRoute(router: Router, depsFor: DepsFor, limits: AccountLimits) {
  router.post('/reset-password', ...limits.codeCheck, async (req, res) => {
    const input = parseBody(resetBody, req.body, passwordRulesMessage);
    const deps = depsFor(req);
    const { userId, wasInitial } = await resetPassword(deps, input);
    const viewer = wasInitial ? await loadViewer(deps.database, userId) : null;
    if (!viewer) {
      // This request's own session may be one of those just ended; never let it be saved again.
      if (req.user?.id === userId) await endCurrentSession(req, res);
      res.json({ signedIn: false });
      return;
    }
    const answer = await signInThroughGate(req, deps, viewer);
    res.json({ signedIn: answer.user !== null, ...answer });
  });
}
