import type { GraphQLError } from 'graphql';
import type { Response } from 'graphql-http';

type Format = (error: GraphQLError) => GraphQLError;

const graphqlResponse = 'application/graphql-response+json';
const anyJson = new Set(['application/json', 'application/*', '*/*']);

/** The media types of an Accept header, in its order (graphql-http picks the first it serves). */
function mediaRanges(accept: string | undefined): string[] {
  return (accept || '*/*').split(',').map((range) => range.split(';')[0].trim().toLowerCase());
}

/**
 * The answer to a request error, a document that does not parse or validate or variables that do
 * not fit the operation: nothing ran, and the body says why. A client that accepts
 * application/graphql-response+json gets a 400 of that type (the GraphQL-over-HTTP spec's MUST).
 * A client that names application/json gets the spec's legacy answer, a 200 of that type, as
 * graphql-http would give it. A client that names no type (curl and Apollo Client 3 accept any, some
 * send no Accept) gets JSON with the 400 express-graphql gave, which the spec allows for
 * application/json: a mistake reads as a mistake (docs/decisions/0073-graphql-over-http.md).
 */
export function requestErrorResponse(
  accept: string | undefined,
  errors: readonly GraphQLError[],
  format: Format,
): Response {
  const ranges = mediaRanges(accept);
  const chosen = ranges.find((range) => range === graphqlResponse || anyJson.has(range));
  const type = chosen === graphqlResponse ? graphqlResponse : 'application/json';
  const legacyJson = type === 'application/json' && ranges.includes('application/json');
  return [
    JSON.stringify({ errors: errors.map(format) }),
    {
      status: legacyJson ? 200 : 400,
      statusText: legacyJson ? 'OK' : 'Bad Request',
      headers: { 'content-type': `${type}; charset=utf-8` },
    },
  ];
}

/** A request that is not a GraphQL request at all (a batch, a query that is not a string): 400. */
export function malformedResponse(message: string): Response {
  return [
    JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }),
    {
      status: 400,
      statusText: 'Bad Request',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    },
  ];
}
