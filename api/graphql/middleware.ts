import type { Request, RequestHandler } from 'express';
import { graphqlHTTP } from 'express-graphql';
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

/** POST /graphql: one operation per request (no batching), limited, with a fresh set of loaders. */
export function graphqlMiddleware(
  database: Database,
  logger: Logger,
  flowFor: FlowFor,
  now: () => Date = () => new Date(),
): RequestHandler {
  const schema = buildApiSchema();
  const format = formatError(logger);
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
      customFormatErrorFn: format,
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
    const body = req.body as { query?: unknown } | unknown[];
    if (Array.isArray(body)) {
      res.status(400).json({ errors: [{ message: 'Batched queries are not supported' }] });
      return;
    }
    if (typeof body?.query === 'string' && tooManyTokens(body.query)) {
      res.status(400).json({ errors: [{ message: 'Query is too large' }] });
      return;
    }
    handler(req, res).catch(next);
  };
}
