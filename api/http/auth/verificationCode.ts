import type { Router } from 'express';
import { z } from 'zod';
import { codeMismatch } from '../../domain/messages';
import type { DepsFor } from '../requestDeps';
import { checkVerificationCode } from '../../services/accounts/verificationCode';
import type { AccountLimits } from './accountLimits';
import { parseBody } from '../parseBody';

export const codeFields = {
  email: z.string().trim().min(1).max(100),
  code: z.string().trim().min(1).max(20),
};

/** POST /auth/verification-code: checks a code without spending it; answers the prefill. */
export function verificationCodeRoute(router: Router, depsFor: DepsFor, limits: AccountLimits) {
  router.post('/verification-code', ...limits.codeCheck, async (req, res) => {
    const { email, code } = parseBody(z.object(codeFields), req.body, codeMismatch);
    res.json(await checkVerificationCode(depsFor(req), email, code));
  });
}
