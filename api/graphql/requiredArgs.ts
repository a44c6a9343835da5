import { AppError } from '../errors';

type WithRequired<A, K extends keyof A> = A & { [P in K]-?: NonNullable<A[P]> };

function hasArgs<A extends object, K extends keyof A>(args: A, keys: K[]): args is WithRequired<A, K> {
  return keys.every((key) => args[key] !== null && args[key] !== undefined);
}

/**
 * The arguments a use case cannot do without, of a create or update mutation whose SDL declares every
 * argument nullable (ra-data-graphql-simple's grammar sends the form's fields as they are): a missing
 * one is refused as a missing required argument of the SDL would be.
 */
export function requireArgs<A extends object, K extends keyof A>(args: A, ...keys: K[]): WithRequired<A, K> {
  if (hasArgs(args, keys)) return args;
  const missing = keys.filter((key) => args[key] === null || args[key] === undefined).map(String);
  throw new AppError('BAD_USER_INPUT', `Missing ${missing.join(', ')}`);
}
