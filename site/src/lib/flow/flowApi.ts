import { graphql, type GraphqlResult } from '../graphql';

/*
 * The borrower flow's calls (one mutation per screen, docs/decisions.md "The borrower flow"). Each
 * step answers where the borrower goes next: the server owns the page order, so the site never keeps
 * a second copy of it.
 */

export interface StepResult {
  application: { id: string };
  nextRoute: string;
}

/**
 * The application a page works on, with `fields` (the GraphQL selection the page needs): the one
 * this tab is working on when it knows its id (a rep who started it for a borrower reads it so),
 * else the signed-in borrower's newest. Null data: signed in, but no application yet.
 */
export async function fetchApplication<T extends { id: string }>(
  fields: string,
  applicationId: string | null,
): Promise<GraphqlResult<T | null>> {
  const result = applicationId
    ? await graphql<{ application: T | null }>(
        `query ThisApplication($id: ID!) { application: Application(id: $id) { id ${fields} } }`,
        { id: applicationId },
      )
    : await graphql<{ application: T | null }>(
        `query MyApplication { application: myApplication { id ${fields} } }`,
      );
  return { ...result, data: result.data?.application ?? null };
}

/** Runs one screen's mutation: `mutation` is its name, `input` its input type (saveLifeEvents, LifeEventsInput). */
export async function saveStep(
  mutation: string,
  inputType: string,
  input: object,
): Promise<GraphqlResult<StepResult>> {
  const result = await graphql<Record<string, StepResult | null>>(
    `mutation Step($input: ${inputType}!) { ${mutation}(input: $input) { application { id } nextRoute } }`,
    { input },
  );
  const step = result.data?.[mutation];
  return result.ok && step ? { ...result, data: step } : { ...result, ok: false, data: undefined };
}

/** A step that takes only the application's id (presentDecision, acceptDecision). */
export async function applicationStep(
  mutation: string,
  applicationId: string,
): Promise<GraphqlResult<StepResult>> {
  const result = await graphql<Record<string, StepResult | null>>(
    `mutation Step($applicationId: ID!) { ${mutation}(applicationId: $applicationId) { application { id } nextRoute } }`,
    { applicationId },
  );
  const step = result.data?.[mutation];
  return result.ok && step ? { ...result, data: step } : { ...result, ok: false, data: undefined };
}

/** Resume (borrower-application §2): the page the borrower is on. Failures are only logged. */
export async function recordLastViewedPage(applicationId: string, page: string) {
  const result = await graphql(
    'mutation Viewed($applicationId: ID!, $page: String!) { recordLastViewedPage(applicationId: $applicationId, page: $page) { id } }',
    { applicationId, page },
  );
  if (!result.ok) console.error('Recording the last viewed page failed', result.code ?? result.status);
}
