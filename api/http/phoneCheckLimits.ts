import type { Request } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import type { Database } from '../../db/client';
import { tooManyApplications, tooManyPhoneChecks } from '../domain/messages';
import { AppError } from '../errors';
import type { ServiceLimits } from '../services/deps';
import { DatabaseRateLimitStore } from './rateLimitStore';

/**
 * A borrower types one or two numbers; 10 checks per signed-in borrower in 15 minutes leave room for
 * typos and stop a script running up the bill. Per address the limits are those of a shared one — a
 * library, a shelter's Wi-Fi, an office, a phone network's NAT puts many people behind one IP — so
 * 200 phone checks and 100 new applications in 15 minutes: far above what real people behind one
 * address start with one agency, well below what a script needs to matter
 * (docs/decisions/0145-shared-address-limit.md). The same counters hold for the check About you
 * makes, and anonymous About-you submits (which create an account and mail it) have their own.
 * Counted in the database, so the limits hold whichever process answers. A refusal says when to try
 * again and gives the counsellor's line (the site), and keeps what was typed.
 */
const windowMs = 15 * 60_000;
export const limits = { phonePerIp: 200, phonePerBorrower: 10, newApplicationsPerIp: 100 };

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
