import type { RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import { AppError } from '../errors';

/**
 * The origins allowed to act with the session cookie: the server's own (scheme and Host as the
 * browser reached it) and PUBLIC_ORIGIN. For an Express request and a bare WebSocket upgrade alike,
 * which has no Express helpers: the scheme comes from the socket, or from X-Forwarded-Proto when
 * the one proxy hop is trusted.
 */
export function ownOrigins(publicOrigin: string | undefined, trustProxy: boolean) {
  return (req: IncomingMessage): string[] => {
    const forwarded = trustProxy
      ? String(req.headers['x-forwarded-proto'] ?? '')
          .split(',')[0]
          .trim()
      : '';
    const encrypted = (req.socket as { encrypted?: boolean } | undefined)?.encrypted;
    const scheme = forwarded || (encrypted ? 'https' : 'http');
    const own = `${scheme}://${req.headers.host}`;
    return publicOrigin ? [own, publicOrigin] : [own];
  };
}

/** A request with no Origin (not from a browser page) or one of the allowed ones. */
export const originAllowed = (req: IncomingMessage, allowed: string[]) =>
  req.headers.origin === undefined || allowed.includes(req.headers.origin);

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookie-authenticated writes accept only JSON (a cross-site form cannot send it without a CORS
 * preflight) and refuse foreign Origins (SECURITY.md §11). Webhooks are mounted before this.
 */
export function csrfGuard(allowedOrigins: (req: IncomingMessage) => string[]): RequestHandler {
  return (req, _res, next) => {
    if (!unsafe.has(req.method)) return next();
    if (!originAllowed(req, allowedOrigins(req))) {
      return next(new AppError('FORBIDDEN', 'Cross-origin request refused'));
    }
    if (!req.is('application/json')) {
      const error = new AppError('BAD_USER_INPUT', 'Content-Type must be application/json');
      return next(Object.assign(error, { status: 415 }));
    }
    next();
  };
}
