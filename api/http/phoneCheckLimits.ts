import type { Request } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import type { Database } from '../../db/client';
import { tooManyApplications, tooManyPhoneChecks } from '../domain/messages';
import { AppError } from '../errors';
import type { ServiceLimits } from '../services/deps';
import { DatabaseRateLimitStore } from './rateLimitStore';

/**
 * A borrower types one or two numbers; 20 checks in 15 minutes per IP (a household or an office
 * behind one address) and 10 per signed-in borrower leave room for typos and stop a script running
 * up the bill. The same counters hold for the check About you makes (issue 19: it ran one per
 * submit, outside any limit), and anonymous About-you submits (which create an account and mail it)
 * have their own 20 per IP. Counted in the database, so the limits hold whichever process answers.
 */
const windowMs = 15 * 60_000;
const limits = { phonePerIp: 20, phonePerBorrower: 10, newApplicationsPerIp: 20 };

const ipKey = (req: Request) => ipKeyGenerator(req.ip ?? '');
const userKey = (req: Request) => `user:${req.user?.id ?? ''}`;

function storesOf(database: Database) {
  const store = (prefix: string) => {
    const made = new DatabaseRateLimitStore(database, prefix);
    made.init({ windowMs } as Options);
    return made;
  };
  return {
    phoneIp: store('phone-check:ip:'),
    phoneUser: store('phone-check:'),
    newApplications: store('about-you:ip:'),
  };
}

/** The limiters of POST /api/twilio/verify-phone. */
export function phoneCheckLimiters(database: Database) {
  const stores = storesOf(database);
  const common = {
    windowMs,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    handler: (_req: Request, _res: unknown, next: (err: unknown) => void) =>
      next(new AppError('TOO_MANY_REQUESTS', tooManyPhoneChecks)),
  };
  return [
    rateLimit({ ...common, limit: limits.phonePerIp, store: stores.phoneIp, keyGenerator: ipKey }),
    rateLimit({
      ...common,
      limit: limits.phonePerBorrower,
      store: stores.phoneUser,
      // Anonymous visitors have no stored session (each request would get a new id): the IP limit
      // above is theirs; a signed-in borrower is limited by account whichever address they use.
      skip: (req: Request) => !req.user,
      keyGenerator: userKey,
    }),
  ];
}

/** The same counters for the services (About you), bound to one request. */
export function serviceLimitsOf(database: Database) {
  const stores = storesOf(database);
  const count = async (store: DatabaseRateLimitStore, key: string, limit: number, message: string) => {
    const { totalHits } = await store.increment(key);
    if (totalHits > limit) throw new AppError('TOO_MANY_REQUESTS', message);
  };
  return (req: Request): ServiceLimits => ({
    newApplication: () =>
      count(stores.newApplications, ipKey(req), limits.newApplicationsPerIp, tooManyApplications),
    phoneLookup: async () => {
      await count(stores.phoneIp, ipKey(req), limits.phonePerIp, tooManyPhoneChecks);
      if (req.user) await count(stores.phoneUser, userKey(req), limits.phonePerBorrower, tooManyPhoneChecks);
    },
  });
}
