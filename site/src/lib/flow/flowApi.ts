import { graphql } from '../../gql';
import type { FlowPageFragment, TypedDocumentString } from '../../gql/graphql';
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

/**
 * A page's query (generated, so a field renamed in schema.graphql fails the page's type check): its
 * fields beside FlowPage, on the application this tab works on when it knows its id (`byId`; a rep
 * who started it for a borrower reads it so), else on the signed-in borrower's newest:
 *
 *   query LifeEventsPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
 *     application: Application(id: $id) @include(if: $byId) { ...FlowPage ...SavedLifeEvents }
 *     myApplication @skip(if: $byId) { ...FlowPage ...SavedLifeEvents }
 *   }
 */
export type FlowPageQuery<A extends FlowPageFragment> = TypedDocumentString<
  { application?: A | null; myApplication?: A | null },
  { id: string; byId: boolean; offerPage: boolean }
>;

/** The query of a page that reads nothing of its own. */
export const FlowPageOnly = graphql(`
  query FlowPageOnly($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
    }
  }
`);

/**
 * The application a page works on, with its fields (`query`, the page's FlowPageQuery). Null data:
 * signed in, but no application yet.
 */
export async function fetchApplication<A extends FlowPageFragment>(
  query: FlowPageQuery<A>,
  applicationId: string | null,
  offerPage: boolean,
): Promise<GraphqlResult<A | null>> {
  // Without an id the query skips Application(id), so the id it is given is never read.
  const result = await graphqlRequest(query, {
    id: applicationId ?? '',
    byId: applicationId !== null,
    offerPage,
  });
  return { ...result, data: result.data?.application ?? result.data?.myApplication ?? null };
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
