import { HttpError } from 'react-admin';
import type { TypedDocumentString } from '../gql/graphql';

/** The result type of a typed document (a query, a mutation or a fragment of admin/src/gql). */
export type ResultOf<D> = D extends TypedDocumentString<infer R, infer _V> ? R : never;
import { isObject } from '../isObject';
import { consoleFetch } from './consoleFetch';

/**
 * A field the schema leaves nullable that the server always answers or refuses with an error: an
 * answer without it is a failed request.
 */
export function answered<T>(value: T | null | undefined, field: string): T {
  if (value === null || value === undefined) throw new HttpError(`The server answered no ${field}`, 500);
  return value;
}

/**
 * One typed GraphQL document (generated from schema.graphql: codegen.ts) over fetch, for the domain mutations ra-data-graphql-simple cannot name
 * (claimApplication, archiveApplication, ...). Errors take the generated queries' shape, so the
 * auth provider and the notifications treat both alike.
 */
export async function graphqlRequest<T, V>(
  document: TypedDocumentString<T, V>,
  variables: V,
  options: { keepalive?: boolean } = {},
): Promise<T> {
  const response = await consoleFetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    // A draft sent as the tab closes must outlive the page.
    keepalive: options.keepalive,
    // The GraphQL-over-HTTP media type first: a document the server refuses is then a 400 (decisions, issue 22).
    headers: {
      Accept: 'application/graphql-response+json, application/json;q=0.9',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  const body: unknown = await response.json().catch(() => null);
  const errors = isObject(body) && Array.isArray(body.errors) ? body.errors : [];
  const first: unknown = errors[0];
  if (first !== undefined || !response.ok || !isObject(body) || !isObject(body.data)) {
    const message =
      isObject(first) && typeof first.message === 'string' ? first.message : response.statusText;
    throw new HttpError(message || 'ra.notification.http_error', response.status, { graphQLErrors: errors });
  }
  return body.data as T;
}
