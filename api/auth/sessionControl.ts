import type { Request, Response } from 'express';
import type { Viewer } from './viewer';

/** What this app keeps in a session besides passport's user id. */
interface SessionFlags {
  /** The absolute timeout: the session ends this long after sign-in, however active. */
  absoluteDeadline?: number;
  /**
   * Signed in through /auth/sign-in while the account must change its password: the session
   * reaches only the routes that let the user set one (passwordChangeGate).
   */
  passwordChangeRequired?: boolean;
}

export const sessionFlags = (req: Request): SessionFlags =>
  (req.session as unknown as SessionFlags | undefined) ?? {};

/**
 * Signs `viewer` in on a new session id (passport regenerates it, so the id held before stops
 * working) with a fresh absolute deadline; `restricted` marks a must-change-password sign-in.
 */
export function startSession(req: Request, viewer: Viewer, restricted = false): Promise<void> {
  const absoluteDeadline = Date.now() + (req.app.locals.sessionAbsoluteMs as number);
  return new Promise((done, fail) =>
    req.logIn(viewer, (err) => {
      if (err) return fail(err);
      const flags = req.session as unknown as SessionFlags;
      flags.absoluteDeadline = absoluteDeadline;
      if (restricted) flags.passwordChangeRequired = true;
      done();
    }),
  );
}

/** Ends this request's session server-side and tells the browser to drop the cookie. */
export function endCurrentSession(req: Request, res: Response): Promise<void> {
  return new Promise((done, fail) => {
    if (!req.session) return done();
    req.session.destroy((err) => {
      if (err) return fail(err);
      req.user = undefined;
      res.clearCookie(req.app.locals.sessionCookieName as string);
      done();
    });
  });
}
