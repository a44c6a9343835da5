import { Router, type Request } from 'express';
import { rateLimit } from 'express-rate-limit';
import type passport from 'passport';
import { z } from 'zod';
import { incorrectUsernameOrPassword } from '../domain/messages';
import { AppError } from '../errors';
import type { Viewer } from './viewer';

const signInBody = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(100),
});

/** Per-IP and per-account limits; a window of 15 minutes so a real user is never locked out for long. */
function signInLimiters() {
  const common = { windowMs: 15 * 60_000, standardHeaders: 'draft-8' as const, legacyHeaders: false };
  const message = { errors: [{ message: 'Too many attempts. Please wait a few minutes and try again.' }] };
  return [
    rateLimit({ ...common, limit: 50, message }),
    rateLimit({
      ...common,
      limit: 10,
      message,
      // Only failures count, so a real user who signs in is never the one locked out.
      skipSuccessfulRequests: true,
      keyGenerator: (req: Request) =>
        `account:${String(req.body?.username ?? '')
          .trim()
          .toLowerCase()}`,
    }),
  ];
}

export function viewerJson(viewer: Viewer) {
  return {
    id: viewer.id,
    name: viewer.name,
    email: viewer.email,
    phoneNumber: viewer.phoneNumber,
    groups: viewer.groups,
    isStaff: viewer.isStaff,
    isLead: viewer.isLead,
    mustChangePassword: viewer.mustChangePassword,
  };
}

export function authRoutes(auth: passport.PassportStatic): Router {
  const router = Router();

  router.post('/sign-in', ...signInLimiters(), (req, res, next) => {
    const parsed = signInBody.safeParse(req.body);
    if (!parsed.success) return next(new AppError('BAD_USER_INPUT', incorrectUsernameOrPassword));
    req.body = parsed.data;
    auth.authenticate('local', (err: unknown, viewer: Viewer | false) => {
      if (err) return next(err);
      if (!viewer) return next(new AppError('UNAUTHENTICATED', incorrectUsernameOrPassword));
      const absoluteDeadline = Date.now() + req.app.locals.sessionAbsoluteMs;
      // passport regenerates the session id here: the id held before sign-in stops working.
      req.logIn(viewer, (loginErr) => {
        if (loginErr) return next(loginErr);
        (req.session as unknown as { absoluteDeadline: number }).absoluteDeadline = absoluteDeadline;
        res.json({ user: viewerJson(viewer) });
      });
    })(req, res, next);
  });

  router.post('/sign-out', (req, res, next) => {
    req.logOut((err) => {
      if (err) return next(err);
      req.session.destroy((destroyErr) => {
        if (destroyErr) return next(destroyErr);
        res.clearCookie(req.app.locals.sessionCookieName);
        res.json({ ok: true });
      });
    });
  });

  router.get('/me', (req, res) => {
    res.json({ user: req.user ? viewerJson(req.user) : null });
  });

  return router;
}
