import type { Router } from 'express';
import { z } from 'zod';
import { passwordLength } from '../../domain/password';
import { updateAccountFailed } from '../../domain/messages';
import type { DepsFor } from '../requestDeps';
import { completeNewPassword } from '../../services/accounts/completeNewPassword';
import { assertAllowed, ruleFor } from '../../auth/permissions';
import { startSession } from '../../auth/sessionControl';
import { viewerJson } from '../../auth/viewerJson';
import { parseBody } from '../parseBody';

const completeBody = z.object({
  newPassword: z.string().max(passwordLength.max),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  phoneNumber: z.string().max(30),
});

/** POST /auth/complete-new-password: sign-in's new-password-required challenge, answered. */
export function completeNewPasswordRoute(router: Router, depsFor: DepsFor) {
  router.post('/complete-new-password', async (req, res) => {
    assertAllowed(ruleFor('POST /auth/complete-new-password'), req.user ?? null);
    const input = parseBody(completeBody, req.body, updateAccountFailed);
    const deps = depsFor(req);
    const viewer = await completeNewPassword(deps, req.user!, req.sessionID, input);
    // A new session id, and without the restriction: the password is set.
    await startSession(req, viewer);
    res.json({ user: await viewerJson(deps.database, viewer) });
  });
}
