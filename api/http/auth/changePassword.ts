import type { Router } from 'express';
import { z } from 'zod';
import { passwordLength, passwordRulesMessage } from '../../domain/password';
import type { DepsFor } from '../requestDeps';
import { changePassword } from '../../services/accounts/changePassword';
import type { AccountLimits } from './accountLimits';
import { assertAllowed, ruleFor } from '../../auth/permissions';
import { endCurrentSession } from '../../auth/sessionControl';
import { parseBody } from '../parseBody';

const changeBody = z.object({
  oldPassword: z.string().max(passwordLength.max),
  newPassword: z.string().max(passwordLength.max),
});

/** POST /auth/change-password: on success every session ends, this one too; the user signs in again. */
export function changePasswordRoute(router: Router, depsFor: DepsFor, limits: AccountLimits) {
  router.post(
    '/change-password',
    // Signed in first: the per-account limit is keyed by the user.
    (req, _res, next) => {
      assertAllowed(ruleFor('POST /auth/change-password'), req.user ?? null);
      next();
    },
    ...limits.changePassword,
    async (req, res) => {
      const input = parseBody(changeBody, req.body, passwordRulesMessage);
      await changePassword(depsFor(req), req.user!, input);
      await endCurrentSession(req, res);
      res.json({ ok: true });
    },
  );
}
