export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'CODE_MISMATCH'
  | 'CODE_EXPIRED'
  | 'PASSWORD_CHANGE_REQUIRED'
  /** A new sign-in address goes through /auth/change-email, not a form that only saves answers. */
  | 'EMAIL_CHANGE_REQUIRED'
  /** A third party (mail, bank) did not answer; trying again later may work. */
  | 'UNAVAILABLE';

/** The one error type: an expected failure with a code and a message a person can read. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field messages for BAD_USER_INPUT, keyed by field name. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const httpStatusOf: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  CODE_MISMATCH: 400,
  CODE_EXPIRED: 400,
  PASSWORD_CHANGE_REQUIRED: 403,
  EMAIL_CHANGE_REQUIRED: 409,
  UNAVAILABLE: 503,
};

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
