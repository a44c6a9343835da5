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

/**
 * A borrower's save that failed for a reason nobody expected (a disk, a lost connection): the borrower
 * reads the spec's generic save message, the cause goes to the log with a correlation id.
 */
export class SaveFailed extends Error {
  constructor(cause: unknown) {
    super('a borrower save failed', { cause });
  }
}

/** What a borrower's save throws: an expected refusal (AppError) as it is, anything else as SaveFailed. */
export const saveFailure = (error: unknown) =>
  error instanceof AppError || error instanceof SaveFailed ? error : new SaveFailed(error);

/** A borrower's save whose failures are typed by `saveFailure`. */
export function borrowerSave<A extends unknown[], R>(save: (...args: A) => Promise<R>) {
  return (...args: A): Promise<R> =>
    save(...args).catch((error: unknown) => {
      throw saveFailure(error);
    });
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
