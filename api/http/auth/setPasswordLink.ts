import type { Router } from 'express';
import { z } from 'zod';
import { knownLanguage } from '../../domain/applicationOptions';
import { assertAllowed, ruleFor } from '../../auth/permissions';
import type { DepsFor } from '../requestDeps';
import { resendSetPasswordLink } from '../../services/accounts/setPasswordLink';
import type { AccountLimits } from './accountLimits';
import { parseBody } from '../parseBody';

const linkBody = z.object({ language: z.string().max(5).optional() });

/**
 * POST /auth/set-password-link: the signed-in borrower who has not set a password yet asks for the
 * initial e-mail's link again. `sent` is false when the account already has its password.
 */
export function setPasswordLinkRoute(router: Router, depsFor: DepsFor, limits: AccountLimits) {
  router.post(
    '/set-password-link',
    // Signed in first: the per-account limit is keyed by the user.
    (req, _res, next) => {
      assertAllowed(ruleFor('POST /auth/set-password-link'), req.user ?? null);
      next();
    },
    ...limits.setPasswordLink,
    async (req, res) => {
      const { language } = parseBody(linkBody, req.body, 'Please try again.');
      const sent = await resendSetPasswordLink(depsFor(req), req.user!.id, knownLanguage(language));
      res.json({ ok: true, sent });
    },
  );
}
