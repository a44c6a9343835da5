import type { RequestHandler } from 'express';
import { hasForbiddenCharacters } from '../domain/formChecks';
import { invalid } from '../domain/messages';
import { AppError } from '../errors';

/**
 * How deep a request's JSON may nest: far more than any form or GraphQL input of the product needs,
 * far less than what makes a recursive reader (JSON.stringify, graphql-js's inspect) overflow its
 * stack (issue 40: 10 KB of nested arrays answered 500 with a stack trace).
 */
export const maxInputDepth = 32;
export const nestedTooDeeply = 'The request is nested too deeply.';

const tooDeep = Symbol('too deep');

/** The first string in `value` with a character no text takes, as the path to it; null when none. */
function forbiddenAt(value: unknown, path: string[], depth = 0): string[] | typeof tooDeep | null {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= maxInputDepth) return tooDeep;
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
 * (SECURITY.md §25). The field is named by its key, which the forms show at the field. A body nested
 * deeper than any input of the product is refused whole.
 */
export const plainInput: RequestHandler = (req, _res, next) => {
  const path = forbiddenAt(req.body, []) ?? forbiddenAt(req.query, []);
  if (!path) return next();
  if (path === tooDeep) return next(new AppError('BAD_USER_INPUT', nestedTooDeeply));
  const field = path.filter((key) => !/^\d+$/.test(key)).at(-1) ?? 'body';
  next(new AppError('BAD_USER_INPUT', invalid(field), { [field]: invalid(field) }));
};
