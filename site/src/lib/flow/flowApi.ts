import { graphql } from '../../gql';
import { TypedDocumentString, type FlowPageFragment } from '../../gql/graphql';
import { graphqlRequest, type GraphqlResult, type ResultOf } from '../graphql';

/*
 * The borrower flow's calls (one mutation per screen, docs/decisions/0012-one-mutation-per-screen.md). Each
 * step answers where the borrower goes next: the server owns the page order, so the site never keeps
 * a second copy of it. Every document is typed from schema.graphql (codegen.ts).
 */

export const StepResultFragment = graphql(`
  fragment StepResult on StepResult {
    application {
      id
    }
    nextRoute
  }
`);

export type StepResult = ResultOf<typeof StepResultFragment>;

/** What every page reads besides its own fields: the type shown, and where an offers page may go. */
export const FlowPageFields = graphql(`
  fragment FlowPage on Application {
    id
    type
    offerPages @include(if: $offerPage)
  }
`);

const ThisApplication = graphql(`
  query ThisApplication($id: ID!, $offerPage: Boolean!) {
    application: Application(id: $id) {
      ...FlowPage
    }
  }
`);

const MyApplication = graphql(`
  query MyApplication($offerPage: Boolean!) {
    application: myApplication {
      ...FlowPage
    }
  }
`);

/** A page's own fields: a fragment on Application, spread beside FlowPage in the query. */
export type PageFields<T> = TypedDocumentString<T, unknown>;

type PageQuery<T, V> = TypedDocumentString<{ application?: (FlowPageFragment & T) | null }, V>;

/** The query with the page's fragment spread beside FlowPage, and its definition appended. */
function withPage<T, Q, V>(query: TypedDocumentString<Q, V>, page: PageFields<T> | null): PageQuery<T, V> {
  const name = page && /fragment (\w+) on Application/.exec(page.toString())?.[1];
  const text = name
    ? `${query.toString().replace(/\.\.\.FlowPage\b/, `...FlowPage ...${name}`)}\n${page.toString()}`
    : query.toString();
  return new TypedDocumentString(text);
}

/**
 * The application a page works on, with its fields (`page`, a fragment): the one this tab is working
 * on when it knows its id (a rep who started it for a borrower reads it so), else the signed-in
 * borrower's newest. Null data: signed in, but no application yet.
 */
export async function fetchApplication<T>(
  page: PageFields<T> | null,
  applicationId: string | null,
  offerPage: boolean,
): Promise<GraphqlResult<(FlowPageFragment & T) | null>> {
  const result = applicationId
    ? await graphqlRequest(withPage(ThisApplication, page), { id: applicationId, offerPage })
    : await graphqlRequest(withPage(MyApplication, page), { offerPage });
  return { ...result, data: result.data?.application ?? null };
}

/** A step's mutation: its result aliased `step`, with the StepResult fields. */
export type StepMutation<Input> = TypedDocumentString<{ step?: StepResult | null }, { input: Input }>;

/** Runs one screen's mutation (saveLifeEvents with its LifeEventsInput, …): a typed document. */
export async function saveStep<Input>(
  mutation: StepMutation<Input>,
  input: Input,
): Promise<GraphqlResult<StepResult>> {
  const result = await graphqlRequest(mutation, { input });
  const step = result.data?.step;
  return result.ok && step ? { ...result, data: step } : { ...result, ok: false, data: undefined };
}

const PresentDecision = graphql(`
  mutation PresentDecision($applicationId: ID!) {
    step: presentDecision(applicationId: $applicationId) {
      ...StepResult
    }
  }
`);

const AcceptDecision = graphql(`
  mutation AcceptDecision($applicationId: ID!) {
    step: acceptDecision(applicationId: $applicationId) {
      ...StepResult
    }
  }
`);

/** A step that takes only the application's id. */
export async function applicationStep(
  mutation: 'presentDecision' | 'acceptDecision',
  applicationId: string,
): Promise<GraphqlResult<StepResult>> {
  const document = mutation === 'presentDecision' ? PresentDecision : AcceptDecision;
  const result = await graphqlRequest(document, { applicationId });
  const step = result.data?.step;
  return result.ok && step ? { ...result, data: step } : { ...result, ok: false, data: undefined };
}

const RecordLastViewedPage = graphql(`
  mutation Viewed($applicationId: ID!, $page: String!) {
    recordLastViewedPage(applicationId: $applicationId, page: $page) {
      id
    }
  }
`);

/** Resume (borrower-application §2): the page the borrower is on. Failures are only logged. */
export async function recordLastViewedPage(applicationId: string, page: string) {
  const result = await graphqlRequest(RecordLastViewedPage, { applicationId, page });
  if (!result.ok) console.error('Recording the last viewed page failed', result.code ?? result.status);
}
