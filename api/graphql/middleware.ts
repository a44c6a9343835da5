import type { Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import { createHandler, type Handler } from 'graphql-http';
import type { Database } from '../../db/client';
import type { Logger } from '../logger';
import { writePendingReads } from '../services/readLog';
import { compiledExecute } from './compiledExecute';
import { operationContext, type Context } from './context';
import { cachedParse, cachedValidate } from './documentCache';
import type { DepsFor } from '../http/requestDeps';
import { markPhase } from '../http/serverTiming';
import { formatError } from './formatError';
import { malformedResponse, requestErrorResponse } from './requestErrors';
import { malformedBody, operationRefusal } from './requestShape';
import { buildApiSchema } from './schema';

/**
 * POST /graphql through graphql-http, the GraphQL-over-HTTP reference server: one operation per
 * request (no batching), parsed and validated once per document, limited, with a fresh set of
 * loaders. Staff and everyone else have a handler each, since only staff see graphql-js's hints.
 */
export function graphqlMiddleware(
  database: Database,
  logger: Logger,
  depsFor: DepsFor,
  now: () => Date = () => new Date(),
): RequestHandler {
  const schema = buildApiSchema();

  const refuse = (reason: string) => {
    // A client's mistake: a 400 with a plain message, and at most a warning in the log.
    logger.warn({ reason }, 'malformed GraphQL request');
    return malformedResponse(reason);
  };

  const handlerFor = (staff: boolean) => {
    const format = formatError(logger, { staff });
    const accepted = (req: Request) => req.get('accept');
    return createHandler<Request, { res: Response }, Context>({
      schema,
      execute: compiledExecute,
      formatError: format,
      parseRequestParams: (req) => {
        const reason = malformedBody(req.raw.body);
        // Nothing returned: graphql-http reads the parameters itself.
        return reason ? refuse(reason) : undefined;
      },
      onSubscribe: (req, params) => {
        markPhase(req.raw, 'middleware');
        let document;
        try {
          document = cachedParse(params.query);
        } catch (error) {
          return requestErrorResponse(accepted(req.raw), [error as GraphQLError], format);
        }
        const refusal = operationRefusal(document, params.operationName ?? undefined);
        if (refusal) return refuse(refusal);
        const errors = cachedValidate(schema, document, { isStaff: staff, variables: params.variables });
        if (errors.length) return requestErrorResponse(accepted(req.raw), errors, format);
        // The operation's logged reads wait for its end, to be written together.
        const contextValue = operationContext({ database, logger, now }, req.raw.user ?? null, {
          ...depsFor(req.raw),
          pendingReads: [],
        });
        markPhase(req.raw, 'validate');
        return {
          schema,
          document,
          operationName: params.operationName,
          variableValues: params.variables,
          contextValue,
        };
      },
      onOperation: async (req, args, result) => {
        // Written before the answer goes out: no file is shown without its read on record, so a
        // failure to write them is the whole answer (masked and logged with its correlation id).
        const context = args.contextValue;
        try {
          if (context) {
            await context.reads?.settle();
            await writePendingReads(context.deps, context.viewer);
          }
        } catch (error) {
          const originalError = error instanceof Error ? error : undefined;
          return { errors: [new GraphQLError('The reads were not recorded', { originalError })] };
        }
        markPhase(req.raw, 'execute');
        // No data at all: the variables did not fit the operation, so nothing ran (a request error).
        if (!('data' in result) && result.errors)
          return requestErrorResponse(accepted(req.raw), result.errors, format);
      },
    });
  };
  const handlers = { staff: handlerFor(true), others: handlerFor(false) };

  return (req, res, next) => {
    if (req.method !== 'POST') {
      res
        .status(405)
        .set('Allow', 'POST')
        .json({ errors: [{ message: 'Use POST' }] });
      return;
    }
    const handler = req.user?.isStaff ? handlers.staff : handlers.others;
    respond(handler, req, res).catch(next);
  };
}

/**
 * graphql-http's answer written whole, with its length: compression's threshold needs the size, and
 * graphql-http's own Express adapter writes the head first and the body after, so every answer,
 * however small, was compressed (docs/decisions/0201).
 */
async function respond(handler: Handler<Request, { res: Response }>, req: Request, res: Response) {
  const [body, init] = await handler({
    url: req.url,
    method: req.method,
    headers: req.headers,
    // express.json has read a JSON body; any other (graphql-http answers it 415) is read here.
    body: () => (req.body ? (req.body as Record<string, unknown>) : readText(req)),
    raw: req,
    context: { res },
  });
  res.status(init.status);
  if (init.statusText) res.statusMessage = init.statusText;
  for (const [name, value] of Object.entries(init.headers ?? {})) if (value) res.setHeader(name, value);
  res.setHeader('Content-Length', body ? Buffer.byteLength(body) : 0);
  res.end(body);
}

const readText = (req: Request) =>
  new Promise<string>((done, fail) => {
    let text = '';
    req.setEncoding('utf-8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => done(text));
    req.on('error', fail);
  });
