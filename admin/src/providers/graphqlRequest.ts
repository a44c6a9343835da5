import { HttpError } from 'react-admin';
import { isObject } from '../isObject';

/**
 * One GraphQL operation over fetch, for the domain mutations ra-data-graphql-simple cannot name
 * (claimApplication, archiveApplication, ...). Errors take the generated queries' shape, so the
 * auth provider and the notifications treat both alike.
 */
export async function graphqlRequest<T>(
  query: string,
  variables: Record<string, unknown>,
  options: { keepalive?: boolean } = {},
): Promise<T> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    // A draft sent as the tab closes must outlive the page.
    keepalive: options.keepalive,
    // The GraphQL-over-HTTP media type first: a document the server refuses is then a 400 (decisions, issue 22).
    headers: {
      Accept: 'application/graphql-response+json, application/json;q=0.9',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ query, variables }),
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
