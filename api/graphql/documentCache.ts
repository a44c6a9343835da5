import {
  KnownFragmentNamesRule,
  NoFragmentCyclesRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { queryLimits } from './limits';

/**
 * The console sends the same few documents all day. Parsing and the standard validation depend on
 * the text alone, so both are done once per document; the limit rules, which depend on the viewer
 * and the variables, still run on every request.
 */
const maxDocuments = 500;
const parsed = new Map<string, DocumentNode>();
const validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();
const standard = new Set<ValidationRule>(specifiedRules);
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

export function cachedValidate(
  schema: GraphQLSchema,
  document: DocumentNode,
  rules: readonly ValidationRule[],
): readonly GraphQLError[] {
  let standardErrors = validated.get(document);
  if (!standardErrors) {
    standardErrors = validate(schema, document, specifiedRules);
    validated.set(document, standardErrors);
  }
  // The limit rules walk fragments: a cycle would send the depth and cost rules round forever (a
  // stack overflow), and an unknown fragment has nothing to walk. They run on sound fragments only.
  if (standardErrors.length && validate(schema, document, fragmentRules).length) return standardErrors;
  return [
    ...standardErrors,
    ...validate(
      schema,
      document,
      rules.filter((rule) => !standard.has(rule)),
    ),
  ];
}
