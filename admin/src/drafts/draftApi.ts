import { graphql } from '../gql';
import { graphqlRequest, type ResultOf } from '../providers/graphqlRequest';

const FormDraftQuery = graphql(`
  query FormDraft($formKey: String!) {
    formDraft(formKey: $formKey) {
      formKey
      values
      updatedAt
    }
  }
`);

/** The rep's kept draft of a form, as the server answers it. */
export type FormDraft = NonNullable<ResultOf<typeof FormDraftQuery>['formDraft']>;

const SaveFormDraft = graphql(`
  mutation SaveFormDraft($formKey: String!, $applicationId: ID!, $values: String!) {
    saveFormDraft(formKey: $formKey, applicationId: $applicationId, values: $values) {
      formKey
    }
  }
`);

const DiscardFormDraft = graphql(`
  mutation DiscardFormDraft($formKey: String!) {
    discardFormDraft(formKey: $formKey)
  }
`);

export async function fetchDraft(formKey: string): Promise<FormDraft | null> {
  return (await graphqlRequest(FormDraftQuery, { formKey })).formDraft ?? null;
}

export async function sendDraft(
  draft: { formKey: string; applicationId: string; values: string },
  options: { keepalive?: boolean } = {},
) {
  await graphqlRequest(SaveFormDraft, draft, options);
}

export async function dropDraft(formKey: string) {
  await graphqlRequest(DiscardFormDraft, { formKey });
}
