import { HttpLink } from '@apollo/client';
import buildGraphQLProvider from 'ra-data-graphql-simple';
import {
  HttpError,
  withLifecycleCallbacks,
  type DataProvider,
  type GetListParams,
  type GetListResult,
  type RaRecord,
} from 'react-admin';
import schema from 'virtual:graphql-introspection';
import { maxPerPage } from '@domain/staffFilters';
import { consoleActions, type ConsoleActions } from './consoleActions';
import { consoleFetch } from './consoleFetch';
import { applicationListParams, debtReferenceParams } from './listParams';
import { asExport, readHeaders } from '../readLog/pageView';
import { fieldErrorsOf } from './graphqlErrors';

/**
 * Resources are the contract's type names (`Application`, `Borrower`, ...). The schema is static
 * because the server refuses runtime introspection to anyone who is not signed-in staff, and the
 * provider would otherwise introspect before the login page has a session.
 */
const graphqlProvider = buildGraphQLProvider({
  clientOptions: {
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      // The read log's headers (readLog/pageView.ts), as they are when each request goes.
      fetch: (input, init) =>
        consoleFetch(input, { ...init, headers: { ...init?.headers, ...readHeaders() } }),
    }),
  },
  introspection: { schema },
});

/** Forms show the server's per-field messages under their inputs (react-admin reads `body.errors`). */
const withFieldErrors = (error: unknown): never => {
  const fields = fieldErrorsOf(error);
  if (error instanceof HttpError && fields) {
    throw new HttpError(error.message, error.status, { ...error.body, errors: fields });
  }
  throw error;
};

/**
 * An export asks for one large first page; the server serves at most 100 rows a page, so it is
 * fetched 100 rows at a time.
 */
async function getListInPages<R extends RaRecord>(
  resource: string,
  params: GetListParams,
): Promise<GetListResult<R>> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: maxPerPage };
  if (perPage <= maxPerPage) return graphqlProvider.getList<R>(resource, params);
  if (page !== 1) throw new Error('Pages over 100 rows are for exports, from the first row only');
  return asExport(async () => {
    const rows: R[] = [];
    let total: number | undefined;
    for (let serverPage = 1; rows.length < perPage; serverPage += 1) {
      const pagination = { page: serverPage, perPage: maxPerPage };
      const result = await graphqlProvider.getList<R>(resource, { ...params, pagination });
      rows.push(...result.data);
      total = result.total;
      if (result.data.length < maxPerPage) break;
    }
    return { data: rows.slice(0, perPage), total };
  });
}

const reactAdminMethods: DataProvider = {
  ...graphqlProvider,
  getList: getListInPages,
  create: (resource, params) => graphqlProvider.create(resource, params).catch(withFieldErrors),
  update: (resource, params) => graphqlProvider.update(resource, params).catch(withFieldErrors),
};

/** react-admin's methods plus the console's named domain actions (providers/consoleActions.ts). */
export type ConsoleDataProvider = DataProvider & ConsoleActions;

/** The lists keep their filter panel's selection; the contract's filter inputs are built here. */
const withFilters = withLifecycleCallbacks(reactAdminMethods, [
  {
    resource: 'Application',
    beforeGetList: async (params) => applicationListParams(params),
  },
  {
    resource: 'Debt',
    beforeGetManyReference: async (params) => debtReferenceParams(params),
  },
]);

export const dataProvider: ConsoleDataProvider = { ...withFilters, ...consoleActions };
