import type { Express, Request } from 'express';
import { useServer } from 'graphql-ws/use/ws';
import type { IncomingMessage, Server } from 'node:http';
import { WebSocketServer } from 'ws';
import type { Database } from '../../db/client';
import type { Viewer } from '../auth/viewer';
import type { Logger } from '../logger';
import { operationContext } from './context';
import { formatError } from './formatError';
import { validationRules } from './limits';
import { getOperationAST, GraphQLError, specifiedRules, validate } from 'graphql';
import { cachedParse } from './documentCache';
import { originAllowed } from '../http/csrf';
import { buildApiSchema } from './schema';
import type { Context } from './context';
import { readData } from '../data/bound';
import { writePendingReads } from '../services/readLog';
import { endsSession, onSessionsEnded } from '../services/sessionsEnded';
import type { WebSocket } from 'ws';

/** The close code of a socket whose session ended (the 4xxx range is the application's). */
export const sessionEndedCode = 4401;

/** The session a socket was opened with. */
interface SocketSession {
  sid: string;
  userId: string;
}

/** Whether the session is still signed in, as its account: not ended, not expired, the account active. */
async function stillSignedIn(database: Database, session: SocketSession): Promise<boolean> {
  const row = await readData(database).users.liveSessionWithUser(session.sid, new Date().toISOString());
  return Boolean(row && row.session.userId === session.userId && row.found?.user.isActive);
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

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
  const viewerOf = app.locals.viewerOf;
  const depsFor = app.locals.depsFor;
  const allowedOrigins = app.locals.allowedOrigins;
  // A page of another origin could otherwise open the socket with the user's cookie (SECURITY.md §24).
  const wss = new WebSocketServer({
    server,
    path: '/graphql',
    verifyClient: ({ req }: { req: IncomingMessage }) => originAllowed(req, allowedOrigins(req)),
  });
  const formats = { staff: formatError(logger, { staff: true }), others: formatError(logger) };
  // Every open socket's session: a session ended anywhere closes its sockets at once (SECURITY.md §31).
  const sockets = new Map<WebSocket, SocketSession>();
  const closeEnded = (socket: WebSocket) => socket.close(sessionEndedCode, 'Session ended');
  const stopHearing = onSessionsEnded(database, (ended) => {
    for (const [socket, session] of sockets) if (endsSession(ended, session)) closeEnded(socket);
  });
  wss.on('close', stopHearing);
  useServer<
    Record<string, unknown>,
    { request: IncomingMessage; socket: WebSocket; viewer?: Viewer | null; session?: SocketSession }
  >(
    {
      schema,
      onConnect: async (ctx) => {
        const viewer = await viewerOf(ctx.extra.request);
        ctx.extra.viewer = viewer;
        if (!viewer) return false;
        const session = { sid: (ctx.extra.request as Request).sessionID, userId: viewer.id };
        ctx.extra.session = session;
        sockets.set(ctx.extra.socket, session);
        ctx.extra.socket.once('close', () => sockets.delete(ctx.extra.socket));
        return true;
      },
      /**
       * Before each event goes out, its session is checked again (a socket that missed the news of
       * its end sends nothing more), and the staff reads of personal data it carries are written.
       */
      onOperation: (ctx, _id, _payload, args, result) => {
        if (!isAsyncIterable(result)) return;
        const session = ctx.extra.session!;
        const context = args.contextValue as Context;
        return (async function* checked() {
          for await (const event of result) {
            if (!(await stillSignedIn(database, session))) {
              closeEnded(ctx.extra.socket);
              return;
            }
            await context.reads?.settle();
            await writePendingReads(context.deps, context.viewer);
            yield event;
          }
        })();
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
        // The reads of each event are held and written before it goes out (onOperation).
        const contextValue = operationContext({ database, logger, now }, ctx.extra.viewer ?? null, {
          ...depsFor(ctx.extra.request as Request),
          pendingReads: [],
        });
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
