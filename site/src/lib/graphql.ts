import type { TypedDocumentString } from '../gql/graphql';

/**
 * The site's GraphQL client (the application, the offers and the customer portal). It never throws:
 * a network failure, a refused call or an expected error comes back as `{ ok: false }` with what is
 * known, so a page can say something a person can act on.
 */
export interface GraphqlResult<T> {
  ok: boolean;
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  data?: T;
  /** The first error's `extensions.code` (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, …). */
  code?: string;
  /** The first error's message, in English, as the server wrote it. */
  message?: string;
  /** Field errors of a refused save: field name to the server's (English) message. */
  fields?: Record<string, string>;
}

interface GraphqlError {
  message?: string;
  extensions?: { code?: string; fields?: Record<string, string> };
}

interface GraphqlBody<T> {
  data?: T | null;
  errors?: GraphqlError[];
}

/** The result type of a typed document (a query, a mutation or a fragment of site/src/gql). */
export type ResultOf<D> = D extends TypedDocumentString<infer R, infer _V> ? R : never;

/** Runs one typed document (generated from schema.graphql: codegen.ts) with its variables. */
export async function graphqlRequest<T>(
  document: TypedDocumentString<T, Record<string, never>>,
): Promise<GraphqlResult<T>>;
export async function graphqlRequest<T, V>(
  document: TypedDocumentString<T, V>,
  variables: V,
): Promise<GraphqlResult<T>>;
export async function graphqlRequest<T, V>(
  document: TypedDocumentString<T, V>,
  variables?: V,
): Promise<GraphqlResult<T>> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      // The GraphQL-over-HTTP media type first: a document the server refuses is then a 400 (decisions, issue 22).
      headers: {
        Accept: 'application/graphql-response+json, application/json;q=0.9',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ query: document.toString(), variables }),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const body = (await response.json().catch(() => undefined)) as GraphqlBody<T> | undefined;
  const error = body?.errors?.[0];
  if (response.ok && body?.data && !error) return { ok: true, status: response.status, data: body.data };
  return {
    ok: false,
    status: response.status,
    data: body?.data ?? undefined,
    code: error?.extensions?.code ?? (response.status === 401 ? 'UNAUTHENTICATED' : undefined),
    message: error?.message,
    fields: error?.extensions?.fields,
  };
}
