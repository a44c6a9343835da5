import type { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import { passwordLength } from '../../domain/password';
import type { Database } from '../../../db/client';
import { assertAllowed, ruleFor } from '../../auth/permissions';
import { tooManyAttempts } from '../../domain/messages';
import { AppError } from '../../errors';
import type { DepsFor } from '../requestDeps';
import { createFirstLead, setupLinkRefused, workspaceHasStaff } from '../../services/workspaceSetup';
import { parseBody } from '../parseBody';
import { DatabaseRateLimitStore } from '../rateLimitStore';

const firstLeadBody = z.object({
  token: z.string().min(1).max(100),
  email: z.string().max(100),
  name: z.string().max(100),
  password: z.string().max(passwordLength.max),
  confirmPassword: z.string().max(passwordLength.max),
});

/**
 * POST /auth/first-lead: live's first lead sets their account from the one-time link printed at
 * start (api/services/workspaceSetup.ts). Then they sign in like anyone else. Guesses at a token
 * are limited per IP, though 256 random bits are not guessed.
 */
export function firstLeadRoute(router: Router, depsFor: DepsFor, database: Database) {
  const limit = rateLimit({
    windowMs: 15 * 60_000,
    limit: 20,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    store: new DatabaseRateLimitStore(database, 'first-lead:ip:'),
    handler: (_req, _res, next) => next(new AppError('TOO_MANY_REQUESTS', tooManyAttempts)),
  });
  // Whether the workspace has its staff already: the page then says the link is used up, not 'no staff yet'.
  router.get('/first-lead', async (req, res) => {
    assertAllowed(ruleFor('GET /auth/first-lead'), req.user ?? null);
    const deps = depsFor(req);
    res.json({ hasStaff: deps.workspace !== 'live' || (await workspaceHasStaff(deps.database)) });
  });

  router.post('/first-lead', limit, async (req, res) => {
    assertAllowed(ruleFor('POST /auth/first-lead'), req.user ?? null);
    const deps = depsFor(req);
    if (deps.workspace !== 'live') throw new AppError('FORBIDDEN', setupLinkRefused);
    const input = parseBody(firstLeadBody, req.body, 'Please correct the highlighted fields.');
    await createFirstLead(deps.database, input, deps.now());
    res.json({ ok: true });
  });
}
