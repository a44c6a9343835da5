import type { DocumentNode } from 'graphql';

/**
 * Why a POST body is not one GraphQL request, or null. Each would otherwise be graphql-http's terse
 * 'Invalid query' or, for the batch, 'JSON body must be an object'; the console and the site never
 * send them, so the message is for whoever wrote the request by hand.
 */
export function malformedBody(body: unknown): string | null {
  if (Array.isArray(body)) return 'Batched queries are not supported';
  const { query, operationName, variables } = (body ?? {}) as Record<string, unknown>;
  if (typeof query !== 'string') return 'The query must be a string';
  if (operationName != null && typeof operationName !== 'string') return 'operationName must be a string';
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
    return 'variables must be an object';
  return null;
}

/** Why the document does not name one operation this transport runs, or null. */
export function operationRefusal(document: DocumentNode, operationName: string | undefined): string | null {
  const operations = document.definitions.filter((d) => d.kind === 'OperationDefinition');
  if (operations.length === 0) return 'The query has no operation to run';
  const operation =
    operationName == null
      ? operations.length === 1
        ? operations[0]
        : undefined
      : operations.find((o) => o.name?.value === operationName);
  if (!operation)
    return operationName == null
      ? 'Several operations: say which to run with operationName'
      : `No operation named "${operationName}" in the query`;
  if (operation.operation === 'subscription')
    return 'Subscriptions are served over the WebSocket at /graphql';
  return null;
}
