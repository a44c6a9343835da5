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
