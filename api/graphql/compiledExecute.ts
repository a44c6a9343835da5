import { execute, type DocumentNode, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/*
 * graphql-http's `execute`, compiled: graphql-jit turns a document into a function once, and the
 * console sends the same few documents all day. Parsing, validation and the limits are graphql-http's
 * and documentCache.ts's as before; only the execution changes. A document graphql-jit cannot compile
 * runs through graphql-js (docs/decisions/0202).
 */

/** Compiled per schema, document (documentCache.ts keeps one per text) and operation; null: not compilable. */
const compiled = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, CompiledQuery | null>>>();

function compiledFor(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null) {
  let documents = compiled.get(schema);
  if (!documents) compiled.set(schema, (documents = new WeakMap()));
  let operations = documents.get(document);
  if (!operations) documents.set(document, (operations = new Map()));
  const name = operationName ?? '';
  if (!operations.has(name)) {
    const query = compileQuery(schema, document, operationName ?? undefined);
    operations.set(name, isCompiledQuery(query) ? query : null);
  }
  return operations.get(name) ?? null;
}

export function compiledExecute(args: ExecutionArgs): ReturnType<typeof execute> {
  const query = compiledFor(args.schema, args.document, args.operationName);
  if (!query) return execute(args);
  return query.query(args.rootValue, args.contextValue, args.variableValues) as ReturnType<typeof execute>;
}
