import { buildSchema, introspectionFromSchema } from 'graphql';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { DataProvider, GetListParams, GetManyReferenceParams, RaRecord } from 'react-admin';
import { defaultTabOf, tabPaths } from '../admin/src/applications/show/defaultTab';
import { shownFields } from '../admin/src/applications/show/shownFields';
import { applicationListParams, debtReferenceParams } from '../admin/src/providers/listParams';
import type { ListArgs } from '../api/data/listQuery';
import { readTypeDefs } from '../api/graphql/schema';
import { queueOpened, summarySearch } from './queries';

/*
 * The requests the console sends, made by the console's own code: its data provider
 * (ra-data-graphql-simple over the schema's introspection, as admin/vite.config.ts gives it), the
 * fields each screen asks for (applicationFields.ts, shownFields.ts) and the filters its lists build
 * (providers/listParams.ts). A field the grid gains is a field the bench asks for. Each request is
 * sent once through the provider, against the real server, and recorded as it went (its body and
 * Apollo's headers), so the load generator replays exactly that.
 */

// ra-data-graphql-simple's Apollo import is CommonJS (STACK.md).
const require = createRequire(import.meta.url);
const { default: buildGraphQLProvider } = require('ra-data-graphql-simple') as {
  default: (options: unknown) => DataProvider;
};
const { HttpLink } = require('@apollo/client') as typeof import('@apollo/client');

export interface ConsoleRequest {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

/** What a browser adds to every request of the console: its session, its origin, the encodings it takes. */
const browserHeaders = (serverUrl: string, cookie: string) => ({
  cookie,
  origin: serverUrl,
  'accept-encoding': 'gzip, deflate, br, zstd',
});

/** A data provider built as the console builds its own, recording each request it sends. */
function recordingProvider(serverUrl: string, cookie: string) {
  const sent: ConsoleRequest[] = [];
  let extraHeaders: Record<string, string> = {};
  const { __schema } = introspectionFromSchema(buildSchema(readTypeDefs()), { descriptions: false });
  const provider = buildGraphQLProvider({
    clientOptions: {
      link: new HttpLink({
        uri: `${serverUrl}/graphql`,
        fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
          const headers = {
            ...(init?.headers as Record<string, string>),
            ...browserHeaders(serverUrl, cookie),
            ...extraHeaders,
          };
          sent.push({ url: String(input), method: 'POST', headers, body: String(init?.body) });
          return fetch(input, { ...init, headers });
        },
      }),
    },
    introspection: { schema: __schema },
  });
  /** The one request `call` made through the provider, and what the provider made of its answer. */
  const record = async <T>(call: (p: DataProvider) => Promise<T>, headers: Record<string, string> = {}) => {
    extraHeaders = headers;
    sent.length = 0;
    const result = await call(provider);
    if (sent.length !== 1) throw new Error(`the console sent ${sent.length} requests, not one`);
    return { request: sent[0], result };
  };
  return { record };
}

export interface ConsoleList {
  request: ConsoleRequest;
  /** The variables sent: the list's data function takes the same. */
  args: ListArgs & { filter: Record<string, unknown> };
  rows: number;
  total: number;
}

const argsOf = (request: ConsoleRequest) =>
  (JSON.parse(request.body) as { variables: ConsoleList['args'] }).variables;

/** A borrower page's load: its requests in the order the page sends them, under one page-view id. */
export interface ConsoleShowTree {
  requests: ConsoleRequest[];
  /** Which tab the page opens on (defaultTab.ts), whose lists the tree includes. */
  tab: string;
}

/** Each load of a borrower page names itself anew (admin/src/readLog/pageView.ts). */
export const asPageLoad = (requests: ConsoleRequest[]): ConsoleRequest[] => {
  const pageView = randomUUID();
  return requests.map((r) => ({ ...r, headers: { ...r.headers, 'x-page-view': pageView } }));
};

export interface ConsoleRequests {
  list: ConsoleList;
  queue: ConsoleList;
  debtSearch: ConsoleList;
  showTree: ConsoleShowTree;
}

export interface ConsoleFixtures {
  /** The data's anchor: the summary's search covers the 30 days up to it. */
  anchorIso: string;
  /** The rep whose Borrower Queue is opened (the signed-in one). */
  repId: string;
  /** The borrower page opened. */
  show: { id: string };
  /** The Debts tab searched: its application and the letters typed. */
  debtSearch: { applicationId: string; q: string };
}

/** The summary searched, the Borrower Queue as it opens, a borrower page's load and its Debts tab searched (queries.ts). */
export async function consoleRequests(
  serverUrl: string,
  cookie: string,
  fixtures: ConsoleFixtures,
): Promise<ConsoleRequests> {
  const { record } = recordingProvider(serverUrl, cookie);
  const applicationList = async (params: GetListParams) => {
    const { request, result } = await record((p) => p.getList('Application', applicationListParams(params)));
    return { request, args: argsOf(request), rows: result.data.length, total: result.total ?? 0 };
  };
  const list = await applicationList(summarySearch(fixtures.anchorIso));
  const queue = await applicationList(queueOpened(fixtures.repId));
  const pageView = { 'x-page-view': randomUUID() };
  // DebtsTab.tsx: a reference list of 10, largest balance first, searched.
  const debts = await record(
    (p) =>
      p.getManyReference(
        'Debt',
        debtReferenceParams<GetManyReferenceParams>({
          target: 'applicationId',
          id: fixtures.debtSearch.applicationId,
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'currentBalance', order: 'DESC' },
          filter: { q: fixtures.debtSearch.q },
        }),
      ),
    pageView,
  );
  return {
    list,
    queue,
    debtSearch: {
      request: debts.request,
      args: argsOf(debts.request),
      rows: debts.result.data.length,
      total: debts.result.total ?? 0,
    },
    showTree: await showTree(record, fixtures.show.id),
  };
}

type Record_ = ReturnType<typeof recordingProvider>['record'];

/**
 * ApplicationShow.tsx's one query (shownFields), then the lists of the tab it opens on: Decision's
 * offers (OfferList.tsx: 50 a page, largest balance first) or Application's hardships
 * (HardshipList.tsx). The navigation's lists, which depend on the list the rep came from, are left out.
 */
async function showTree(record: Record_, id: string): Promise<ConsoleShowTree> {
  const pageView = { 'x-page-view': randomUUID() };
  const shown = await record(
    (p) =>
      p.getOne<RaRecord & Parameters<typeof defaultTabOf>[0]>('Application', {
        id,
        meta: { sparseFields: shownFields },
      }),
    pageView,
  );
  const application = shown.result.data as RaRecord &
    Parameters<typeof defaultTabOf>[0] & { decision?: { id: string } | null };
  const tab = defaultTabOf(application);
  const reference = (resource: string, target: string, of: string, perPage: number, order?: string) =>
    record(
      (p) =>
        p.getManyReference(resource, {
          target,
          id: of,
          pagination: { page: 1, perPage },
          // ReferenceManyField's default sort when a list names none.
          sort: { field: order ?? 'id', order: 'DESC' },
          filter: {},
        }),
      pageView,
    );
  const tabLists =
    tab === tabPaths.decision
      ? application.decision
        ? [await reference('Offer', 'decisionId', application.decision.id, 50, 'balance')]
        : []
      : [await reference('Hardship', 'applicationId', id, 20)];
  return { requests: [shown.request, ...tabLists.map((l) => l.request)], tab };
}
