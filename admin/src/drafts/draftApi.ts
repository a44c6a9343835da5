import { graphqlRequest } from '../providers/graphqlRequest';

/** The rep's kept draft of a form, as the server answers it. */
export interface FormDraft {
  formKey: string;
  values: string;
  updatedAt: string;
}

export async function fetchDraft(formKey: string): Promise<FormDraft | null> {
  const query = 'query($formKey: String!) { formDraft(formKey: $formKey) { formKey values updatedAt } }';
  return (await graphqlRequest<{ formDraft: FormDraft | null }>(query, { formKey })).formDraft;
}

export async function sendDraft(
  draft: { formKey: string; applicationId: string; values: string },
  options: { keepalive?: boolean } = {},
) {
  const mutation = `mutation($formKey: String!, $applicationId: ID!, $values: String!) {
    saveFormDraft(formKey: $formKey, applicationId: $applicationId, values: $values) { formKey }
  }`;
  await graphqlRequest(mutation, draft, options);
}

export async function dropDraft(formKey: string) {
  await graphqlRequest('mutation($formKey: String!) { discardFormDraft(formKey: $formKey) }', { formKey });
}
