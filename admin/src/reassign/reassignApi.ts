import { graphql } from '../gql';
import { answered, graphqlRequest, type ResultOf } from '../providers/graphqlRequest';

export const ReassignResultFields = graphql(`
  fragment ReassignResultFields on ReassignResult {
    moved
    toRepName
  }
`);

export type ReassignResult = ResultOf<typeof ReassignResultFields>;

const ReassignApplications = graphql(`
  mutation ReassignApplications($ids: [ID!]!, $to: ID!) {
    data: reassignApplications(ids: $ids, toRepId: $to) {
      ...ReassignResultFields
    }
  }
`);

const ReassignAllClaims = graphql(`
  mutation ReassignAllClaims($from: ID!, $to: ID!) {
    data: reassignAllClaims(fromRepId: $from, toRepId: $to) {
      ...ReassignResultFields
    }
  }
`);

export async function reassignApplications(ids: string[], toRepId: string) {
  return answered(
    (await graphqlRequest(ReassignApplications, { ids, to: toRepId })).data,
    'reassignApplications',
  );
}

export async function reassignAllClaims(fromRepId: string, toRepId: string) {
  return answered(
    (await graphqlRequest(ReassignAllClaims, { from: fromRepId, to: toRepId })).data,
    'reassignAllClaims',
  );
}

/** 'Moved 3 applications to Ravi Rep.' */
export const movedText = ({ moved, toRepName }: ReassignResult) =>
  `Moved ${moved} application${moved === 1 ? '' : 's'} to ${toRepName ?? 'the representative'}.`;
