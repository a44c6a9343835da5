import buildGraphQLProvider from 'ra-data-graphql-simple';
import schema from 'virtual:graphql-introspection';

/**
 * Resources are the contract's type names (`Application`, `Borrower`, ...). The schema is static
 * because the server refuses runtime introspection to anyone who is not signed-in staff, and the
 * provider would otherwise introspect before the login page has a session.
 */
export const dataProvider = buildGraphQLProvider({
  clientOptions: { uri: '/graphql', credentials: 'same-origin' },
  introspection: { schema },
});
