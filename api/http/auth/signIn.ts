import type { Router } from 'express';
import type passport from 'passport';
import { z } from 'zod';
import { passwordLength } from '../../domain/password';
import { incorrectUsernameOrPassword } from '../../domain/messages';
import { AppError } from '../../errors';
import type { DepsFor } from '../requestDeps';
import type { AccountLimits } from './accountLimits';
import { endCurrentSession } from '../../auth/sessionControl';
import { signInThroughGate } from './signInGate';
import type { Viewer } from '../../auth/viewer';
import { viewerJson } from '../../auth/viewerJson';
import { assertAllowed, ruleFor } from '../../auth/permissions';
import { parseBody } from '../parseBody';

const signInBody = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(passwordLength.max),
});

/** Sign-in, sign-out and the current user (service-portal §4). */
export function signInRoutes(
  router: Router,
  auth: passport.PassportStatic,
  depsFor: DepsFor,
  limits: AccountLimits,
) {
  router.post('/sign-in', ...limits.signIn, (req, res, next) => {
    req.body = parseBody(signInBody, req.body, incorrectUsernameOrPassword);
    auth.authenticate('local', (err: unknown, viewer: Viewer | false) => {
      if (err) return next(err);
      if (!viewer) return next(new AppError('UNAUTHENTICATED', incorrectUsernameOrPassword));
      // A must-change-password account signs in restricted: it may only set its password (passwordChangeGate).
      signInThroughGate(req, depsFor(req), viewer, viewer.mustChangePassword)
        .then((answer) => res.json(answer))
        .catch(next);
    })(req, res, next);
  });

  router.post('/sign-out', async (req, res) => {
    await endCurrentSession(req, res);
    res.json({ ok: true });
  });

  // With the session's idle limit, so the page can warn before it ends (api/domain/idleTimeout.ts).
  router.get('/me', async (req, res) => {
    res.json({
      user: req.user ? await viewerJson(depsFor(req).database, req.user) : null,
      sessionIdleMs: req.app.locals.sessionIdleMs,
    });
  });

  /** "Stay signed in", and a person's activity on a page that sends nothing: the session lives on. */
  router.post('/keep-alive', (req, res) => {
    assertAllowed(ruleFor('POST /auth/keep-alive'), req.user ?? null);
    res.json({ ok: true });
  });
}
