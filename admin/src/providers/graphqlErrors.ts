import { HttpError } from 'react-admin';
import { isObject } from '../isObject';

/*
 * Failed GraphQL calls end as an HttpError whose body holds `graphQLErrors`: Apollo's error for
 * the generated queries, and the same shape from graphqlRequest for the domain mutations.
 */
const graphqlErrorsOf = (error: unknown): Record<string, unknown>[] => {
  const errors = error instanceof HttpError && isObject(error.body) ? error.body.graphQLErrors : undefined;
  return Array.isArray(errors) ? errors.filter(isObject) : [];
};

const extensionsOf = (error: unknown) =>
  graphqlErrorsOf(error).map((e) => (isObject(e.extensions) ? e.extensions : {}));

export const graphqlCodes = (error: unknown): unknown[] => extensionsOf(error).map((e) => e.code);

/** BAD_USER_INPUT carries one message per field, keyed by the field's name. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const fields = extensionsOf(error).find((e) => isObject(e.fields))?.fields;
  return isObject(fields) ? (fields as Record<string, string>) : undefined;
}
