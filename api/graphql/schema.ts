import { makeExecutableSchema } from '@graphql-tools/schema';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { assertAllowed, permissions } from '../auth/permissions';
import type { Context } from './context';
import { actionMutationResolvers } from './resolvers/actions';
import { consoleMutationResolvers, consoleQueryResolvers, consoleTypeResolvers } from './resolvers/console';
import {
  applicationMutationResolvers,
  applicationQueryResolvers,
  applicationTypeResolvers,
} from './resolvers/applications';
import { debtQueryResolvers, debtTypeResolvers } from './resolvers/debts';
import { demoDataMutationResolvers, demoDataQueryResolvers } from './resolvers/demoData';
import { expenseComparisonQueryResolvers } from './resolvers/expenseComparison';
import { flowMutationResolvers, flowQueryResolvers } from './resolvers/flow';
import { portalMutationResolvers, portalQueryResolvers, portalTypeResolvers } from './resolvers/portal';
import { repMutationResolvers, repQueryResolvers, repTypeResolvers } from './resolvers/reps';
import { resourceQueryResolvers, resourceTypeResolvers } from './resolvers/resources';
import { applicationChangeTypeResolvers, subscriptionResolvers } from './resolvers/subscriptions';

export const schemaPath = resolve(dirname(fileURLToPath(import.meta.url)), '../../schema.graphql');

export function readTypeDefs(): string {
  return readFileSync(schemaPath, 'utf8');
}

type Resolver = (parent: unknown, args: Record<string, unknown>, ctx: Context, info: unknown) => unknown;
type SubscriptionResolver = { subscribe: Resolver; resolve?: Resolver };

const subscriptions = subscriptionResolvers as unknown as Record<string, SubscriptionResolver>;

const rootResolvers: Record<'Query' | 'Mutation', Record<string, Resolver>> = {
  Query: {
    ...applicationQueryResolvers,
    ...resourceQueryResolvers,
    ...debtQueryResolvers,
    ...repQueryResolvers,
    ...demoDataQueryResolvers,
    ...flowQueryResolvers,
    ...portalQueryResolvers,
    ...expenseComparisonQueryResolvers,
    ...consoleQueryResolvers,
  } as unknown as Record<string, Resolver>,
  Mutation: {
    ...applicationMutationResolvers,
    ...actionMutationResolvers,
    ...repMutationResolvers,
    ...demoDataMutationResolvers,
    ...flowMutationResolvers,
    ...portalMutationResolvers,
    ...consoleMutationResolvers,
  } as unknown as Record<string, Resolver>,
};

/**
 * Every root field passes its permission rule before its resolver runs. A field of the SDL without a
 * rule or a resolver stops the server at start-up: nothing is reachable by accident.
 */
function guardedRootResolvers(typeDefs: string) {
  const sdl = buildSchema(typeDefs);
  const guarded: Record<string, Record<string, Resolver | SubscriptionResolver>> = {};
  for (const typeName of ['Query', 'Mutation', 'Subscription'] as const) {
    const type =
      typeName === 'Query'
        ? sdl.getQueryType()
        : typeName === 'Mutation'
          ? sdl.getMutationType()
          : sdl.getSubscriptionType();
    if (!type) continue;
    guarded[typeName] = {};
    for (const field of Object.keys(type.getFields())) {
      const operation = `${typeName}.${field}`;
      const rule = permissions[operation];
      const resolver =
        typeName === 'Subscription'
          ? subscriptions[field]?.subscribe
          : (rootResolvers as Record<string, Record<string, Resolver>>)[typeName]?.[field];
      if (!rule)
        throw new Error(`schema.graphql: ${operation} has no permission rule (api/auth/permissions.ts)`);
      if (!resolver) throw new Error(`schema.graphql: ${operation} has no resolver`);
      const checked: Resolver = (parent, args, ctx, info) => {
        assertAllowed(rule, ctx.viewer);
        return resolver(parent, args, ctx, info);
      };
      guarded[typeName][field] =
        // Each event is the field's value; a subscription sent over HTTP never runs (middleware.ts).
        typeName === 'Subscription'
          ? { subscribe: checked, resolve: (payload: unknown) => payload }
          : checked;
    }
  }
  return guarded;
}

export function buildApiSchema(): GraphQLSchema {
  const typeDefs = readTypeDefs();
  return makeExecutableSchema({
    typeDefs,
    resolvers: [
      guardedRootResolvers(typeDefs),
      applicationTypeResolvers,
      resourceTypeResolvers,
      debtTypeResolvers,
      repTypeResolvers,
      portalTypeResolvers,
      applicationChangeTypeResolvers,
      consoleTypeResolvers,
    ],
  });
}
