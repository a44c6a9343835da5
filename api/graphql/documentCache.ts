import { createHash } from 'node:crypto';
import {
  Kind,
  KnownFragmentNamesRule,
  NoFragmentCyclesRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
} from 'graphql';
import { costRule, documentRules, queryLimits } from './limits';

/**
 * The console sends the same few documents all day, and mostly the same variables (a list refreshed,
 * a page opened again). Each check is done as often as what it depends on changes: parsing and the
 * standard validation once per text, the depth, alias, text and introspection limits once per text
 * and kind of viewer, the cost limit once per text and variables of a read.
 */
const maxDocuments = 500;
/** Costs kept, of every document: a rep paging and filtering makes a few dozen an hour. */
const maxCosts = 2000;
const parsed = new Map<string, DocumentNode>();
const validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();
const limited = new WeakMap<DocumentNode, Map<boolean, readonly GraphQLError[]>>();
const documentIds = new WeakMap<DocumentNode, number>();
const costs = new Map<string, readonly GraphQLError[]>();
const fragmentRules = [NoFragmentCyclesRule, KnownFragmentNamesRule];

/** Parses once per text; the parser gives up past the token limit, so a huge document costs little. */
export function cachedParse(query: string): DocumentNode {
  const hit = parsed.get(query);
  if (hit) return hit;
  const document = parse(query, { maxTokens: queryLimits.tokens });
  if (parsed.size >= maxDocuments) parsed.delete(parsed.keys().next().value!);
  parsed.set(query, document);
  return document;
}

/** The first answer of `make` for `key`, kept; past `max` keys the oldest is dropped. */
function kept<K, V>(entries: Map<K, V>, key: K, max: number, make: () => V): V {
  let value = entries.get(key);
  if (value === undefined) {
    value = make();
    if (entries.size >= max) entries.delete(entries.keys().next().value!);
    entries.set(key, value);
  }
  return value;
}

const onlyQueries = (document: DocumentNode) =>
  document.definitions.every((d) => d.kind !== Kind.OPERATION_DEFINITION || d.operation === 'query');

const hashOf = (variables: Record<string, unknown> | null | undefined) =>
  createHash('sha256')
    .update(JSON.stringify(variables ?? {}))
    .digest('base64url');

let documentsSeen = 0;
function idOf(document: DocumentNode): number {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = documentsSeen++));
  return id;
}

/** The standard rules, then the limits for this viewer and these variables. */
export function cachedValidate(
  schema: GraphQLSchema,
  document: DocumentNode,
  request: { isStaff: boolean; variables: Record<string, unknown> | null | undefined },
): readonly GraphQLError[] {
  let standardErrors = validated.get(document);
  if (!standardErrors) {
    standardErrors = validate(schema, document, specifiedRules);
    validated.set(document, standardErrors);
  }
  // The limit rules walk fragments: a cycle would send the depth and cost rules round forever (a
  // stack overflow), and an unknown fragment has nothing to walk. They run on sound fragments only.
  if (standardErrors.length && validate(schema, document, fragmentRules).length) return standardErrors;
  let byViewer = limited.get(document);
  if (!byViewer) limited.set(document, (byViewer = new Map()));
  const documentErrors = kept(byViewer, request.isStaff, 2, () =>
    validate(schema, document, documentRules(request.isStaff)),
  );
  const cost = () => validate(schema, document, [costRule(request.variables)]);
  // Only reads are kept, and under a hash of their variables: a mutation's (a password, a date of
  // birth) are each sent once and must not outlive their request in memory.
  const costErrors = onlyQueries(document)
    ? kept(costs, `${idOf(document)} ${hashOf(request.variables)}`, maxCosts, cost)
    : cost();
  return [...standardErrors, ...documentErrors, ...costErrors];
}
