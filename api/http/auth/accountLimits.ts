import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import type { Database } from '../../../db/client';
import { tooManyAttempts } from '../../domain/messages';
import { pendingSignInOf } from '../../auth/sessionControl';
import { AppError } from '../../errors';
import { DatabaseRateLimitStore } from '../rateLimitStore';

/*
 * Every rate limit of the account flows (SECURITY.md §3), counted in the database so that every
 * process serving over it shares them (docs/decisions.md, "Serving on every core"). Windows are 15 minutes, so an attacker can never lock a real user out for long; per-account
 * limits on guesses count only failures, so the real user's own successes never use them up.
 */
const windowMs = 15 * 60_000;

const common: Partial<Options> = {
  windowMs,
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  // Through the one error handler, so a 429 has the same shape and code as every other error.
  handler: (_req, _res, next) => next(new AppError('TOO_MANY_REQUESTS', tooManyAttempts)),
};

const bodyField = (field: string) => (req: Request) =>
  String((req.body as Record<string, unknown> | undefined)?.[field] ?? '')
    .trim()
    .toLowerCase();

const ipKey = (req: Request) => ipKeyGenerator(req.ip ?? '');

/** The limits of one app, counted in its database (so every test server's start at zero). */
export function accountLimits(database: Database) {
  const ipStore = (name: string) => new DatabaseRateLimitStore(database, `${name}:ip:`);
  /** Each limiter has its own store and prefix: two of them may count the same IP. */
  const perIp = (name: string, limit: number, onlyFailures = false, store = ipStore(name)): RequestHandler =>
    rateLimit({
      ...common,
      limit,
      skipSuccessfulRequests: onlyFailures,
      keyGenerator: ipKey,
      store,
    });
  const perKey = (
    name: string,
    limit: number,
    key: (req: Request) => string,
    onlyFailures: boolean,
  ): RequestHandler =>
    rateLimit({
      ...common,
      limit,
      skipSuccessfulRequests: onlyFailures,
      keyGenerator: key,
      store: new DatabaseRateLimitStore(database, `${name}:`),
    });
  return {
    // Failures only, per IP too: an office behind one address signs in all day (issue 19).
    signIn: [
      perIp('sign-in', 50, true),
      perKey('sign-in', 10, (req) => `account:${bodyField('username')(req)}`, true),
    ],
    // The code step of a sign-in: guesses of six digits, counted like passwords.
    secondFactor: [
      perIp('second-factor', 50, true),
      perKey(
        'second-factor',
        10,
        (req) => `account:${pendingSignInOf(req)?.userId ?? req.user?.id ?? ''}`,
        true,
      ),
    ],
    // Every request counts, per address and per IP, whether the address has an account or not: a
    // counter that moved only for unknown addresses told which ones have an account, and let one IP
    // mail as many known addresses as it liked.
    forgotPassword: [
      perIp('forgot', 20),
      perKey('forgot', 5, (req) => `address:${bodyField('email')(req)}`, false),
    ],
    // The initial e-mail sent again: mail, so counted like forgot-password's, per account.
    setPasswordLink: [
      perIp('set-password-link', 20),
      perKey('set-password-link', 5, (req) => `account:${req.user?.id ?? ''}`, false),
    ],
    // verification-code and reset-password share these counters: both check the same code.
    codeCheck: [
      perIp('code', 50, true),
      perKey('code', 10, (req) => `address:${bodyField('email')(req)}`, true),
    ],
    // Each request mails the new address and the old one: limited per account and per IP (issue 40).
    changeEmail: [
      perIp('change-email', 20),
      perKey('change-email', 5, (req) => `account:${req.user?.id ?? ''}`, false),
    ],
    // The link's token is the proof (256 random bits, never guessed); every try counts, so one IP
    // can neither hammer the route nor replay links (docs/decisions/0128-a-confirmed-change-of-e-mail.md).
    confirmEmail: [perIp('confirm-email', 20)],
    changePassword: [
      perIp('change', 50, true),
      perKey('change', 10, (req) => `account:${req.user?.id ?? ''}`, true),
    ],
  };
}

export type AccountLimits = ReturnType<typeof accountLimits>;
