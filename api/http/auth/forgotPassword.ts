import type { Router } from 'express';
import { z } from 'zod';
import { knownLanguage } from '../../domain/applicationOptions';
import type { DepsFor } from '../requestDeps';
import { sendPasswordResetCode } from '../../services/accounts/forgotPassword';
import type { AccountLimits } from './accountLimits';
import { parseBody } from '../parseBody';

const forgotBody = z.object({
  email: z.string().trim().min(1).max(100),
  // An unknown language is no reason to refuse: the mail falls back to English.
  language: z.string().max(5).optional(),
});

/**
 * POST /auth/forgot-password: always the same answer, sent before any lookup, and counted the same
 * whether the address has an account or not (SECURITY.md §4).
 */
export function forgotPasswordRoute(router: Router, depsFor: DepsFor, limits: AccountLimits) {
  router.post('/forgot-password', ...limits.forgotPassword, (req, res) => {
    const { email, language } = parseBody(forgotBody, req.body, 'Please enter your e-mail address.');
    const deps = depsFor(req);
    res.json({ ok: true });
    sendPasswordResetCode(deps, email, knownLanguage(language)).catch((err: unknown) =>
      deps.logger.error({ err }, 'password reset code not sent'),
    );
  });
}
