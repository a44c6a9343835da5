import type { Request } from 'express';
import { rateLimit } from 'express-rate-limit';

export const tooManyPhoneChecks = 'Too many phone number checks. Please wait a few minutes and try again.';

/**
 * A borrower types one or two numbers; 20 checks in 15 minutes per IP (a household or an office
 * behind one address) and 10 per signed-in borrower leave room for typos and stop a script running up the bill.
 */
export function phoneCheckLimiters() {
  const common = {
    windowMs: 15 * 60_000,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    message: { errors: [{ message: tooManyPhoneChecks, extensions: { code: 'TOO_MANY_REQUESTS' } }] },
  };
  return [
    rateLimit({ ...common, limit: 20 }),
    rateLimit({
      ...common,
      limit: 10,
      // Anonymous visitors have no stored session (each request would get a new id): the IP limit
      // above is theirs; a signed-in borrower is limited by account whichever address they use.
      skip: (req: Request) => !req.user,
      keyGenerator: (req: Request) => `user:${req.user?.id ?? ''}`,
    }),
  ];
}
