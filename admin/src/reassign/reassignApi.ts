import { graphqlRequest } from '../providers/graphqlRequest';

export interface ReassignResult {
  moved: number;
  toRepName: string | null;
}

export async function reassignApplications(ids: string[], toRepId: string): Promise<ReassignResult> {
  const mutation = `mutation($ids: [ID!]!, $to: ID!) {
    data: reassignApplications(ids: $ids, toRepId: $to) { moved toRepName }
  }`;
  return (await graphqlRequest<{ data: ReassignResult }>(mutation, { ids, to: toRepId })).data;
}

export async function reassignAllClaims(fromRepId: string, toRepId: string): Promise<ReassignResult> {
  const mutation = `mutation($from: ID!, $to: ID!) {
    data: reassignAllClaims(fromRepId: $from, toRepId: $to) { moved toRepName }
  }`;
  return (await graphqlRequest<{ data: ReassignResult }>(mutation, { from: fromRepId, to: toRepId })).data;
}

/** 'Moved 3 applications to Ravi Rep.' */
export const movedText = ({ moved, toRepName }: ReassignResult) =>
  `Moved ${moved} application${moved === 1 ? '' : 's'} to ${toRepName ?? 'the representative'}.`;
