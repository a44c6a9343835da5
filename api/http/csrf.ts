import type { RequestHandler } from 'express';
import { AppError } from '../errors';

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookie-authenticated writes accept only JSON (a cross-site form cannot send it without a CORS
 * preflight) and refuse foreign Origins (SECURITY.md §11). Webhooks are mounted before this.
 */
export function csrfGuard(allowedOrigins: (req: Parameters<RequestHandler>[0]) => string[]): RequestHandler {
  return (req, _res, next) => {
    if (!unsafe.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin && !allowedOrigins(req).includes(origin)) {
      return next(new AppError('FORBIDDEN', 'Cross-origin request refused'));
    }
    if (!req.is('application/json')) {
      const error = new AppError('BAD_USER_INPUT', 'Content-Type must be application/json');
      return next(Object.assign(error, { status: 415 }));
    }
    next();
  };
}
