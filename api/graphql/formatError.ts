import { randomUUID } from 'node:crypto';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { AppError } from '../errors';
import type { Logger } from '../logger';

/** Expected errors keep their code and message; anything else is masked and logged (SECURITY.md §13). */
export function formatError(logger: Logger) {
  return (error: GraphQLError): GraphQLFormattedError => {
    const original = error.originalError;
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: error.path,
        extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) },
      };
    }
    if (!original) {
      // Parse and validation errors: about the query, safe to show.
      return {
        message: error.message,
        locations: error.locations,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      };
    }
    const correlationId = randomUUID();
    logger.error({ err: original, correlationId, path: error.path }, 'unexpected GraphQL error');
    return { message: 'Internal error', path: error.path, extensions: { code: 'INTERNAL', correlationId } };
  };
}
