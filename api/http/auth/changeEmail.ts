import type { Router } from 'express';
import { z } from 'zod';
import { knownLanguage } from '../../domain/applicationOptions';
import { borrowerLabels } from '../../domain/borrowerRules';
import { emailChangeLinkUnknown, invalid } from '../../domain/messages';
import type { DepsFor } from '../requestDeps';
import { changeEmail } from '../../services/accounts/changeEmail';
import { confirmEmailChange } from '../../services/accounts/confirmEmailChange';
import { assertAllowed, ruleFor } from '../../auth/permissions';
import { endCurrentSession } from '../../auth/sessionControl';
import { parseBody } from '../parseBody';
import type { AccountLimits } from './accountLimits';

const changeBody = z.object({
  newEmail: z.string().max(100),
  // The mails' language when the account has no borrower's preference (staff): the page's.
  language: z.string().max(5).optional(),
});

const confirmBody = z.object({ token: z.string().min(1).max(100) });

/**
 * POST /auth/change-email asks for a change: a link goes to the new address, a notice to the old
 * one, and nothing changes yet. POST /auth/confirm-email, from that link, makes it: every session of
 * the account ends, and its owner signs in with the new address.
 */
export function changeEmailRoutes(router: Router, depsFor: DepsFor, limits: AccountLimits) {
  router.post(
    '/change-email',
    // Signed in first: the per-account limit is keyed by the user.
    (req, _res, next) => {
      assertAllowed(ruleFor('POST /auth/change-email'), req.user ?? null);
      next();
    },
    ...limits.changeEmail,
    async (req, res) => {
      const { newEmail, language } = parseBody(changeBody, req.body, invalid(borrowerLabels.email));
      await changeEmail(depsFor(req), req.user!, newEmail, knownLanguage(language));
      res.json({ ok: true });
    },
  );
  router.post('/confirm-email', ...limits.confirmEmail, async (req, res) => {
    assertAllowed(ruleFor('POST /auth/confirm-email'), req.user ?? null);
    const { token } = parseBody(confirmBody, req.body, emailChangeLinkUnknown);
    const confirmed = await confirmEmailChange(depsFor(req), token);
    // Opened where the account is signed in: that session ended with the others; drop its cookie.
    if (req.user?.id === confirmed.userId) await endCurrentSession(req, res);
    res.json({ ok: true, email: confirmed.email });
  });
}
