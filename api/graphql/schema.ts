import { makeExecutableSchema } from '@graphql-tools/schema';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { assertAllowed, permissions } from '../auth/permissions';
import type { Context } from './context';
import type { Resolvers } from './generated/resolvers';
import { actionMutationResolvers } from './resolvers/actions';
import { agreementQueryResolvers, agreementTypeResolvers } from './resolvers/agreements';
import { consoleMutationResolvers, consoleQueryResolvers, consoleTypeResolvers } from './resolvers/console';
import {
  applicationMutationResolvers,
  applicationQueryResolvers,
  applicationTypeResolvers,
} from './resolvers/applications';
import {
  creditorMutationResolvers,
  creditorQueryResolvers,
  creditorTypeResolvers,
} from './resolvers/creditors';
import { debtQueryResolvers, debtTypeResolvers } from './resolvers/debts';
import { demoDataMutationResolvers, demoDataQueryResolvers } from './resolvers/demoData';
import { expenseComparisonQueryResolvers } from './resolvers/expenseComparison';
import { flowMutationResolvers, flowQueryResolvers } from './resolvers/flow';
import { portalMutationResolvers, portalQueryResolvers, portalTypeResolvers } from './resolvers/portal';
import { repMutationResolvers, repQueryResolvers, repTypeResolvers } from './resolvers/reps';
import { resourceQueryResolvers, resourceTypeResolvers } from './resolvers/resources';
import { applicationChangeTypeResolvers, subscriptionResolvers } from './resolvers/subscriptions';
import { trackPersonalReads } from './readTracking';

export const schemaPath = resolve(dirname(fileURLToPath(import.meta.url)), '../../schema.graphql');

export function readTypeDefs(): string {
  return readFileSync(schemaPath, 'utf8');
}

const rootResolvers: Resolvers = {
  Query: {
    ...applicationQueryResolvers,
    ...resourceQueryResolvers,
    ...debtQueryResolvers,
    ...repQueryResolvers,
    ...creditorQueryResolvers,
    ...demoDataQueryResolvers,
    ...flowQueryResolvers,
    ...portalQueryResolvers,
    ...expenseComparisonQueryResolvers,
    ...consoleQueryResolvers,
    ...agreementQueryResolvers,
  },
  Mutation: {
    ...applicationMutationResolvers,
    ...actionMutationResolvers,
    ...repMutationResolvers,
    ...creditorMutationResolvers,
    ...demoDataMutationResolvers,
    ...flowMutationResolvers,
    ...portalMutationResolvers,
    ...consoleMutationResolvers,
  },
  Subscription: subscriptionResolvers,
};

/**
 * Every root field passes its permission rule before its resolver runs. A field of the SDL without a
 * rule or a resolver stops the server at start-up: nothing is reachable by accident.
 */
function guardRootFields(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field, fieldName, typeName) => {
      const operation = `${typeName}.${fieldName}`;
      const rule = permissions[operation];
      if (!rule)
        throw new Error(`schema.graphql: ${operation} has no permission rule (api/auth/permissions.ts)`);
      const key = typeName === 'Subscription' ? 'subscribe' : 'resolve';
      const resolver = field[key];
      if (!resolver) throw new Error(`schema.graphql: ${operation} has no resolver`);
      const checked: GraphQLFieldResolver<unknown, Context> = (parent, args, ctx, info) => {
        assertAllowed(rule, ctx.viewer);
        return resolver(parent, args, ctx, info);
      };
      return { ...field, [key]: checked };
    },
  });
}

export function buildApiSchema(): GraphQLSchema {
  return guardRootFields(
    trackPersonalReads(
      makeExecutableSchema({
        typeDefs: readTypeDefs(),
        resolvers: [
          rootResolvers,
          applicationTypeResolvers,
          resourceTypeResolvers,
          debtTypeResolvers,
          repTypeResolvers,
          creditorTypeResolvers,
          portalTypeResolvers,
          applicationChangeTypeResolvers,
          consoleTypeResolvers,
          agreementTypeResolvers,
        ],
      }),
    ),
  );
}
