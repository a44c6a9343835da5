import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { AppError, SaveFailed } from '../errors';
import type { Logger } from '../logger';
import { isDatabaseUnreachable } from '../../db/errors';
import { unavailableBody } from '../http/databaseGate';
import { reportError } from '../telemetry/errorReporting';
import { genericSaveError } from '../domain/messages';

/** graphql-js's suggestions of field and type names, which describe the schema to whoever asks. */
const suggestion = / Did you mean .*\?$/;

/**
 * Expected errors keep their code and message; anything else is masked and logged (SECURITY.md §13).
 * Only staff, who may read the schema anyway, get graphql-js's 'Did you mean …' hints. The answer is
 * a new GraphQLError (graphql-http's and graphql-ws's shape), carrying nothing but what it shows.
 */
export function formatError(logger: Logger, options: { staff: boolean } = { staff: false }) {
  return (error: Readonly<GraphQLError | Error>): GraphQLError => {
    if (!(error instanceof GraphQLError)) {
      // graphql-http's refusal of the request's parameters (a missing body, variables not a map).
      return new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    const original = error.originalError;
    if (original instanceof AppError) {
      return new GraphQLError(original.message, {
        path: error.path,
        extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) },
      });
    }
    if (!error.path && original instanceof GraphQLError) {
      // Variables that do not fit the operation's types (graphql-js's coercion): the client's mistake,
      // named as graphql-js names it, never an internal error (issue 40).
      logger.warn({ reason: original.message }, 'GraphQL variables refused');
      return new GraphQLError(options.staff ? error.message : error.message.replace(suggestion, ''), {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    if (!original) {
      // Parse and validation errors: about the query, safe to show.
      return new GraphQLError(options.staff ? error.message : error.message.replace(suggestion, ''), {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    }
    // A borrower's save that failed unexpectedly reads as the spec's generic save message (borrower-application
    // §8), which tells the borrower what to do; its cause is what is logged.
    const failure = original instanceof SaveFailed ? original.cause : original;
    if (isDatabaseUnreachable(failure)) {
      logger.warn({ err: failure, path: error.path }, 'the database could not be reached');
      return new GraphQLError(unavailableBody.errors[0].message, {
        path: error.path,
        extensions: { code: 'UNAVAILABLE' },
      });
    }
    const correlationId = randomUUID();
    logger.error({ err: failure, correlationId, path: error.path }, 'unexpected GraphQL error');
    reportError(failure, { correlationId });
    const message = original instanceof SaveFailed ? genericSaveError : 'Internal error';
    return new GraphQLError(message, { path: error.path, extensions: { code: 'INTERNAL', correlationId } });
  };
}
