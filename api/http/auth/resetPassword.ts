import type { Router } from 'express';
import { z } from 'zod';
import { passwordRulesMessage } from '../../domain/password';
import type { DepsFor } from '../../graphql/middleware';
import { resetPassword } from '../../services/accounts/resetPassword';
import { loadViewer } from '../../auth/users';
import type { AccountLimits } from './accountLimits';
import { endCurrentSession, startSession } from '../../auth/sessionControl';
import { viewerJson } from '../../auth/viewerJson';
import { parseBody } from '../parseBody';
import { codeFields } from './verificationCode';

const resetBody = z.object({
  ...codeFields,
  newPassword: z.string().max(100),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  phoneNumber: z.string().max(30).optional(),
});

/**
 * POST /auth/reset-password. Every session of the user has ended; in initial-password mode (the
 * initial e-mail's link) the borrower is signed in on a new session, else they sign in again.
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
    await startSession(req, viewer);
    res.json({ signedIn: true, user: await viewerJson(deps.database, viewer) });
  });
}
