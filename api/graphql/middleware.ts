import type { Request, RequestHandler } from 'express';
import { graphqlHTTP } from 'express-graphql';
import { Source } from 'graphql';
import type { Database } from '../../db/client';
import type { Viewer } from '../auth/viewer';
import type { Logger } from '../logger';
import type { ServiceDeps } from '../services/deps';
import { cachedParse, cachedValidate } from './documentCache';
import { formatError } from './formatError';
import { tooManyTokens, validationRules } from './limits';
import { createLoaders } from './loaders';
import { buildApiSchema } from './schema';

export type FlowFor = (req: Request) => ServiceDeps;

/**
 * What express-graphql would answer with a 500 or 'Internal error' (issue 19): a batch, a query that
 * is not a string, a huge document, several operations without an operationName, an operationName
 * the document does not have. A document that does not parse is left to express-graphql (a 400).
 */
function malformedRequest(body: unknown): string | null {
  if (Array.isArray(body)) return 'Batched queries are not supported';
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return 'The query must be a string';
  if (operationName != null && typeof operationName !== 'string') return 'operationName must be a string';
  if (tooManyTokens(query)) return 'Query is too large';
  let document;
  try {
    document = cachedParse(new Source(query));
  } catch {
    return null;
  }
  const operations = document.definitions.filter((d) => d.kind === 'OperationDefinition');
  if (operationName == null)
    return operations.length > 1 ? 'Several operations: say which to run with operationName' : null;
  return operations.some((o) => o.name?.value === operationName)
    ? null
    : `No operation named "${operationName}" in the query`;
}

/** POST /graphql: one operation per request (no batching), limited, with a fresh set of loaders. */
export function graphqlMiddleware(
  database: Database,
  logger: Logger,
  flowFor: FlowFor,
  now: () => Date = () => new Date(),
): RequestHandler {
  const schema = buildApiSchema();
  const formats = { staff: formatError(logger, { staff: true }), others: formatError(logger) };
  const handler = graphqlHTTP((req) => {
    const request = req as unknown as Request & {
      user?: Viewer;
      body?: { variables?: Record<string, unknown> };
    };
    return {
      schema,
      graphiql: false,
      context: {
        database,
        viewer: request.user ?? null,
        loaders: createLoaders(database, now),
        logger,
        now,
        flow: flowFor(request),
      },
      validationRules: validationRules({
        isStaff: request.user?.isStaff ?? false,
        variables: request.body?.variables,
      }),
      customFormatErrorFn: request.user?.isStaff ? formats.staff : formats.others,
      customParseFn: cachedParse,
      customValidateFn: cachedValidate,
    };
  });
  return (req, res, next) => {
    if (req.method !== 'POST') {
      res
        .status(405)
        .set('Allow', 'POST')
        .json({ errors: [{ message: 'Use POST' }] });
      return;
    }
    const refusal = malformedRequest(req.body);
    if (refusal) {
      // A client's mistake: a 400 with a plain message, and at most a warning in the log.
      logger.warn({ reason: refusal }, 'malformed GraphQL request');
      res.status(400).json({ errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT' } }] });
      return;
    }
    handler(req, res).catch(next);
  };
}
