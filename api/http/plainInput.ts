import type { RequestHandler } from 'express';
import { hasForbiddenCharacters } from '../domain/formChecks';
import { invalid } from '../domain/messages';
import { AppError } from '../errors';

/** The first string in `value` with a character no text takes, as the path to it; null when none. */
function forbiddenAt(value: unknown, path: string[], depth = 0): string[] | null {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (hasForbiddenCharacters(key)) return [...path, key];
    const found = forbiddenAt(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The shared text rule (api/domain/formChecks.ts) applied once to everything a request brings — a
 * JSON body (GraphQL variables and documents included) and the query string — so no field, sign-in
 * and codes included, stores a control or bidirectional-override character or fails on one
 * (SECURITY.md §25). The field is named by its key, which the forms show at the field.
 */
export const plainInput: RequestHandler = (req, _res, next) => {
  const path = forbiddenAt(req.body, []) ?? forbiddenAt(req.query, []);
  if (!path) return next();
  const field = path.filter((key) => !/^\d+$/.test(key)).at(-1) ?? 'body';
  next(new AppError('BAD_USER_INPUT', invalid(field), { [field]: invalid(field) }));
};
