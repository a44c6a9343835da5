import type { z } from 'zod';
import { AppError } from '../../errors';

/** A route's JSON body, typed and length-limited (SECURITY.md §15); refused as BAD_USER_INPUT. */
export function parseBody<T extends z.ZodTypeAny>(schema: T, body: unknown, message: string): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), message]));
  throw new AppError('BAD_USER_INPUT', message, fields);
}
