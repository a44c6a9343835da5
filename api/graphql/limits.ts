import depthLimit from 'graphql-depth-limit';
import { hasForbiddenCharacters } from '../domain/formChecks';
import { createComplexityRule, simpleEstimator } from 'graphql-query-complexity';
import {
  GraphQLError,
  type ASTVisitor,
  type FieldNode,
  type StringValueNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** SECURITY.md §12: what the console and the site need, and no more. */
export const queryLimits = { depth: 8, aliases: 15, tokens: 2000, cost: 5000 };

export const aliasLimit: ValidationRule = (context: ValidationContext): ASTVisitor => {
  let aliases = 0;
  return {
    Field(node: FieldNode) {
      if (node.alias && ++aliases === queryLimits.aliases + 1) {
        context.reportError(
          new GraphQLError(`Too many aliases: at most ${queryLimits.aliases}`, { nodes: node }),
        );
      }
    },
  };
};

/** String literals of the document are held to the shared text rule, as variables are (plainInput). */
export const plainStringLiterals: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  StringValue(node: StringValueNode) {
    if (hasForbiddenCharacters(node.value))
      context.reportError(
        new GraphQLError('Text may not contain control or text-direction characters', { nodes: node }),
      );
  },
});

export const noIntrospection: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  Field(node: FieldNode) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(new GraphQLError('Introspection is only for staff', { nodes: node }));
    }
  },
});

/** The limits that depend on the document and the viewer's kind alone. */
export function documentRules(isStaff: boolean): ValidationRule[] {
  return [
    depthLimit(queryLimits.depth),
    aliasLimit,
    plainStringLiterals,
    ...(isStaff ? [] : [noIntrospection]),
  ];
}

/** The cost limit, which depends on the variables too (a list's page size). */
export function costRule(variables: Record<string, unknown> | null | undefined): ValidationRule {
  return createComplexityRule({
    maximumComplexity: queryLimits.cost,
    variables: variables ?? {},
    estimators: [
      // A list field costs its page size (perPage, else the default) times its children.
      ({ args, childComplexity }) => {
        const perPage = typeof args.perPage === 'number' ? args.perPage : undefined;
        return perPage ? perPage * Math.max(childComplexity, 1) : undefined;
      },
      simpleEstimator({ defaultComplexity: 1 }),
    ],
    createError: (max, actual) => new GraphQLError(`Query is too complex: ${actual} (at most ${max})`),
  });
}

export function validationRules(options: {
  isStaff: boolean;
  variables: Record<string, unknown> | null | undefined;
}): ValidationRule[] {
  return [...documentRules(options.isStaff), costRule(options.variables)];
}
