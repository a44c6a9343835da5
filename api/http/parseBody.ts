import type { z } from 'zod';
import { AppError } from '../errors';

/**
 * A route's JSON body, typed and length-limited (SECURITY.md §15); refused as BAD_USER_INPUT with
 * `message`, each bad field named with `fieldMessage` (the same message unless the route says).
 */
export function parseBody<T extends z.ZodTypeAny>(
  schema: T,
  body: unknown,
  message: string,
  fieldMessage: (field: string) => string = () => message,
): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => {
      const field = issue.path.join('.') || 'body';
      return [field, fieldMessage(field)];
    }),
  );
  throw new AppError('BAD_USER_INPUT', message, fields);
}
