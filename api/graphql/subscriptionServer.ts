import type { Express, Request } from 'express';
import { useServer } from 'graphql-ws/use/ws';
import type { IncomingMessage, Server } from 'node:http';
import { WebSocketServer } from 'ws';
import type { Database } from '../../db/client';
import type { Viewer } from '../auth/viewer';
import type { Logger } from '../logger';
import type { ServiceDeps } from '../services/deps';
import { operationContext } from './context';
import { formatError } from './formatError';
import { validationRules } from './limits';
import { getOperationAST, GraphQLError, specifiedRules, validate } from 'graphql';
import { cachedParse } from './documentCache';
import { originAllowed } from '../http/csrf';
import { buildApiSchema } from './schema';

const onlySubscriptions =
  'Only subscriptions are served over the WebSocket: send queries and mutations to POST /graphql';

/**
 * GraphQL subscriptions (graphql-ws) on the same server and path as /graphql. The socket is
 * authenticated by the session cookie of its upgrade request; the same limits apply.
 */
export function attachSubscriptions(
  server: Server,
  app: Express,
  database: Database,
  logger: Logger,
  now: () => Date = () => new Date(),
) {
  const schema = buildApiSchema();
  const viewerOf = app.locals.viewerOf as (req: IncomingMessage) => Promise<Viewer | null>;
  const depsFor = app.locals.depsFor as (req: Request) => ServiceDeps;
  const allowedOrigins = app.locals.allowedOrigins as (req: IncomingMessage) => string[];
  // A page of another origin could otherwise open the socket with the user's cookie (SECURITY.md §24).
  const wss = new WebSocketServer({
    server,
    path: '/graphql',
    verifyClient: ({ req }: { req: IncomingMessage }) => originAllowed(req, allowedOrigins(req)),
  });
  const formats = { staff: formatError(logger, { staff: true }), others: formatError(logger) };
  useServer<Record<string, unknown>, { request: IncomingMessage; viewer?: Viewer | null }>(
    {
      schema,
      onConnect: async (ctx) => {
        ctx.extra.viewer = await viewerOf(ctx.extra.request);
        return ctx.extra.viewer !== null;
      },
      onSubscribe: (ctx, _id, payload) => {
        let document;
        try {
          document = cachedParse(payload.query);
        } catch (error) {
          return [error as GraphQLError];
        }
        const rules = validationRules({
          isStaff: ctx.extra.viewer?.isStaff ?? false,
          variables: payload.variables,
        });
        // The limits walk fragments, which must be known and free of cycles first (documentCache.ts).
        const errors = validate(schema, document, specifiedRules);
        if (errors.length) return errors;
        // Queries and mutations go over HTTP, through the CSRF guard: the socket carries subscriptions only.
        if (getOperationAST(document, payload.operationName)?.operation !== 'subscription')
          return [new GraphQLError(onlySubscriptions)];
        const limited = validate(schema, document, rules);
        if (limited.length) return limited;
        const contextValue = operationContext(
          { database, logger, now },
          ctx.extra.viewer ?? null,
          depsFor(ctx.extra.request as Request),
        );
        return {
          schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
          contextValue,
        };
      },
      onError: (ctx, _id, _payload, errors) =>
        errors.map((e) => (ctx.extra.viewer?.isStaff ? formats.staff : formats.others)(e).toJSON()),
    },
    wss,
  );
  return wss;
}
