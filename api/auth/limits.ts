import type { Request, RequestHandler } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import { tooManyAttempts } from '../domain/messages';
import { AppError } from '../errors';

/*
 * Every rate limit of the account flows (SECURITY.md §3), in memory per process (docs/decisions.md).
 * Windows are 15 minutes, so an attacker can never lock a real user out for long; per-account
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

const perIp = (limit: number, onlyFailures = false): RequestHandler =>
  rateLimit({ ...common, limit, skipSuccessfulRequests: onlyFailures });

const perKey = (limit: number, key: (req: Request) => string, onlyFailures: boolean): RequestHandler =>
  rateLimit({ ...common, limit, skipSuccessfulRequests: onlyFailures, keyGenerator: key });

/** The limits of one app: each call makes fresh counters, so every test server starts at zero. */
export function accountLimits() {
  return {
    signIn: [perIp(50), perKey(10, (req) => `account:${bodyField('username')(req)}`, true)],
    // Every request counts: each one sends mail, and the answer is 200 whether or not the account exists.
    forgotPassword: [perIp(20), perKey(5, (req) => `forgot:${bodyField('email')(req)}`, false)],
    // verification-code and reset-password share these counters: both check the same code.
    codeCheck: [perIp(50, true), perKey(10, (req) => `code:${bodyField('email')(req)}`, true)],
    changePassword: [perIp(50, true), perKey(10, (req) => `change:${req.user?.id ?? ''}`, true)],
  };
}

export type AccountLimits = ReturnType<typeof accountLimits>;
