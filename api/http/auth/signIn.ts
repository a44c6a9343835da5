import type { Router } from 'express';
import type passport from 'passport';
import { z } from 'zod';
import { incorrectUsernameOrPassword } from '../../domain/messages';
import { AppError } from '../../errors';
import type { FlowFor } from '../../graphql/middleware';
import type { AccountLimits } from './accountLimits';
import { endCurrentSession, startSession } from '../../auth/sessionControl';
import type { Viewer } from '../../auth/viewer';
import { viewerJson } from '../../auth/viewerJson';
import { parseBody } from '../parseBody';

const signInBody = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(100),
});

/** Sign-in, sign-out and the current user (service-portal §4). */
export function signInRoutes(
  router: Router,
  auth: passport.PassportStatic,
  flowFor: FlowFor,
  limits: AccountLimits,
) {
  router.post('/sign-in', ...limits.signIn, (req, res, next) => {
    req.body = parseBody(signInBody, req.body, incorrectUsernameOrPassword);
    auth.authenticate('local', (err: unknown, viewer: Viewer | false) => {
      if (err) return next(err);
      if (!viewer) return next(new AppError('UNAUTHENTICATED', incorrectUsernameOrPassword));
      // A must-change-password account signs in restricted: it may only set its password (passwordChangeGate).
      startSession(req, viewer, viewer.mustChangePassword)
        .then(() => viewerJson(flowFor(req).database, viewer))
        .then((user) => res.json({ user }), next);
    })(req, res, next);
  });

  router.post('/sign-out', async (req, res) => {
    await endCurrentSession(req, res);
    res.json({ ok: true });
  });

  router.get('/me', async (req, res) => {
    res.json({ user: req.user ? await viewerJson(flowFor(req).database, req.user) : null });
  });
}
