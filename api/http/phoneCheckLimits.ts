import type { Request } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Database } from '../../db/client';
import { tooManyPhoneChecks } from '../domain/messages';
import { AppError } from '../errors';
import { DatabaseRateLimitStore } from './rateLimitStore';

/**
 * A borrower types one or two numbers; 20 checks in 15 minutes per IP (a household or an office
 * behind one address) and 10 per signed-in borrower leave room for typos and stop a script running
 * up the bill. Refusals go through the one error handler, like every other 429. Counted in the
 * database, so the limits hold whichever process answers.
 */
export function phoneCheckLimiters(database: Database) {
  const common = {
    windowMs: 15 * 60_000,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    handler: (_req: Request, _res: unknown, next: (err: unknown) => void) =>
      next(new AppError('TOO_MANY_REQUESTS', tooManyPhoneChecks)),
  };
  return [
    rateLimit({ ...common, limit: 20, store: new DatabaseRateLimitStore(database, 'phone-check:ip:') }),
    rateLimit({
      ...common,
      limit: 10,
      store: new DatabaseRateLimitStore(database, 'phone-check:'),
      // Anonymous visitors have no stored session (each request would get a new id): the IP limit
      // above is theirs; a signed-in borrower is limited by account whichever address they use.
      skip: (req: Request) => !req.user,
      keyGenerator: (req: Request) => `user:${req.user?.id ?? ''}`,
    }),
  ];
}
