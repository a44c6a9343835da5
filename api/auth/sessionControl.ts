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
  /** The password was right; the second factor is still to come (not signed in yet). */
  pendingSignIn?: PendingSignIn;
}

/** What the code step of a sign-in needs: whose password it was, and whether to verify or enrol. */
export interface PendingSignIn {
  userId: string;
  step: 'verify' | 'enrol';
  deadline: number;
}

/** The code step must follow the password within ten minutes, or the sign-in starts over. */
const pendingSignInMs = 10 * 60_000;

export const sessionFlags = (req: Request): SessionFlags =>
  (req.session as unknown as SessionFlags | undefined) ?? {};

/**
 * Signs `viewer` in on a new session id (passport regenerates it, so the id held before stops
 * working) with a fresh absolute deadline; `restricted` marks a must-change-password sign-in.
 */
export function startSession(req: Request, viewer: Viewer, restricted = false): Promise<void> {
  const absoluteDeadline = Date.now() + req.app.locals.sessionAbsoluteMs;
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
      res.clearCookie(req.app.locals.sessionCookieName);
      done();
    });
  });
}

/** The pending sign-in of this session, while it lasts. */
export function pendingSignInOf(req: Request): PendingSignIn | undefined {
  const pending = sessionFlags(req).pendingSignIn;
  return pending && pending.deadline > Date.now() ? pending : undefined;
}

/**
 * The password was right and a second factor is due: a new session id (the one held before the
 * password stops working) that is not signed in, only marked with whose code to expect.
 */
export function startPendingSignIn(req: Request, userId: string, step: PendingSignIn['step']): Promise<void> {
  return new Promise((done, fail) =>
    req.session.regenerate((err) => {
      if (err) return fail(err);
      (req.session as unknown as SessionFlags).pendingSignIn = {
        userId,
        step,
        deadline: Date.now() + pendingSignInMs,
      };
      done();
    }),
  );
}
