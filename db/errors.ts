/** A unique-constraint violation, from either driver (drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (
      e.code === '23505' ||
      e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
      e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
    )
      return true;
    if (typeof e.message === 'string' && /UNIQUE constraint failed|duplicate key value/.test(e.message))
      return true;
  }
  return false;
}

/** SQLSTATE classes and codes that mean the server cannot be reached or is going away, not a bad query. */
const unreachableCodes = /^(08|57P0[1-3]|53300$)/;
const unreachableNodeCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const unreachableMessages =
  /Connection terminated|connection (is )?closed|Client has encountered a connection error|timeout exceeded when trying to connect/i;

/** The database could not be reached (down, restarting, cut off): the request may work in a moment. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (typeof e.code === 'string' && (unreachableCodes.test(e.code) || unreachableNodeCodes.has(e.code)))
      return true;
    if (typeof e.message === 'string' && unreachableMessages.test(e.message)) return true;
  }
  return false;
}

/** PostgreSQL's answer when the URL names a database that was never created (3D000). */
export function isMissingDatabase(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '3D000') return true;
  return false;
}
