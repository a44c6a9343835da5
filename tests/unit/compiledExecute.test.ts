import { execute, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecute } from '../../api/graphql/compiledExecute';

// Resolvers on the schema, as the API's own (api/graphql/schema.ts).
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      greeting: {
        type: new GraphQLNonNull(GraphQLString),
        args: { name: { type: new GraphQLNonNull(GraphQLString) } },
        resolve: (_source, { name }: { name: string }) => `Hello ${name}`,
      },
      failing: {
        type: GraphQLString,
        resolve: () => {
          throw new Error('it broke');
        },
      },
    },
  }),
});
const rootValue = {};

describe('GraphQL executed compiled, with graphql-js behind it', () => {
  it('answers as graphql-js does, data, errors and paths alike, run after run', async () => {
    const document = parse('query Q($name: String!) { greeting(name: $name) failing }');
    const args = { schema, document, rootValue, variableValues: { name: 'Ana' } };
    const expected = JSON.parse(JSON.stringify(await execute(args)));
    for (let run = 0; run < 3; run++)
      expect(JSON.parse(JSON.stringify(await compiledExecute(args)))).toEqual(expected);
    expect(expected.data).toEqual({ greeting: 'Hello Ana', failing: null });
    expect(expected.errors[0]).toMatchObject({ message: 'it broke', path: ['failing'] });
  });

  it('answers variables that do not fit with errors and no data, as graphql-js does', async () => {
    const document = parse('query Q($name: String!) { greeting(name: $name) }');
    const result = await compiledExecute({ schema, document, rootValue, variableValues: { name: 3 } });
    expect(result).not.toHaveProperty('data');
    expect(result.errors?.[0]?.message).toMatch(/\$name/);
  });

  it('leaves a document it cannot compile to graphql-js', async () => {
    // Two operations and no name: graphql-jit refuses to compile; graphql-js answers with its own error.
    const document = parse('query A { greeting(name: "a") } query B { greeting(name: "b") }');
    const args = { schema, document, rootValue };
    expect(JSON.parse(JSON.stringify(await compiledExecute(args)))).toEqual(
      JSON.parse(JSON.stringify(await execute(args))),
    );
    const named = await compiledExecute({ ...args, operationName: 'B' });
    expect(named.data).toEqual({ greeting: 'Hello b' });
  });
});
