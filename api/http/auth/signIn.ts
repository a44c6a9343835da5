import type { Router } from 'express';
import type passport from 'passport';
import { z } from 'zod';
import { incorrectUsernameOrPassword } from '../../domain/messages';
import { AppError } from '../../errors';
import type { DepsFor } from '../../graphql/middleware';
import type { AccountLimits } from './accountLimits';
import { endCurrentSession, startPendingSignIn, startSession } from '../../auth/sessionControl';
import { stepAfterPassword } from '../../services/accounts/secondFactor';
import type { Viewer } from '../../auth/viewer';
import { viewerJson } from '../../auth/viewerJson';
import { assertAllowed, ruleFor } from '../../auth/permissions';
import { parseBody } from '../parseBody';

const signInBody = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(100),
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
      const deps = depsFor(req);
      stepAfterPassword(deps, viewer)
        .then(async (secondFactor) => {
          // Not signed in yet: the code (or, for live staff without one, enrolment) comes first.
          if (secondFactor) {
            await startPendingSignIn(req, viewer.id, secondFactor);
            return res.json({ user: null, secondFactor });
          }
          // A must-change-password account signs in restricted: it may only set its password (passwordChangeGate).
          await startSession(req, viewer, viewer.mustChangePassword);
          res.json({ user: await viewerJson(deps.database, viewer) });
        })
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
      sessionIdleMs: req.app.locals.sessionIdleMs as number,
    });
  });

  /** "Stay signed in", and a person's activity on a page that sends nothing: the session lives on. */
  router.post('/keep-alive', (req, res) => {
    assertAllowed(ruleFor('POST /auth/keep-alive'), req.user ?? null);
    res.json({ ok: true });
  });
}
