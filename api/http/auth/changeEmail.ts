import type { Router } from 'express';
import { z } from 'zod';
import { borrowerLabels } from '../../domain/borrowerRules';
import { invalid } from '../../domain/messages';
import type { DepsFor } from '../../graphql/middleware';
import { changeEmail } from '../../services/accounts/changeEmail';
import { assertAllowed, ruleFor } from '../../auth/permissions';
import { endCurrentSession } from '../../auth/sessionControl';
import { parseBody } from '../parseBody';
import type { AccountLimits } from './accountLimits';

const changeBody = z.object({ newEmail: z.string().max(100) });

/** POST /auth/change-email: on success every session ends; the user signs in with the new address. */
export function changeEmailRoute(router: Router, depsFor: DepsFor, limits: AccountLimits) {
  router.post(
    '/change-email',
    // Signed in first: the per-account limit is keyed by the user.
    (req, _res, next) => {
      assertAllowed(ruleFor('POST /auth/change-email'), req.user ?? null);
      next();
    },
    ...limits.changeEmail,
    async (req, res) => {
      const { newEmail } = parseBody(changeBody, req.body, invalid(borrowerLabels.email));
      await changeEmail(depsFor(req), req.user!, newEmail);
      await endCurrentSession(req, res);
      res.json({ ok: true });
    },
  );
}
