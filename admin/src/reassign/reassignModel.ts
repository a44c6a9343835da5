import { graphql } from '../gql';
import type { ResultOf } from '../providers/graphqlRequest';

/** What a reassignment answers (schema.graphql's ReassignResult): how many applications moved, and to whom. */
export const ReassignResultFields = graphql(`
  fragment ReassignResult on ReassignResult {
    moved
    toRepName
  }
`);

export type ReassignResult = ResultOf<typeof ReassignResultFields>;

/** 'Moved 3 applications to Ravi Rep.' */
export const movedText = ({ moved, toRepName }: ReassignResult) =>
  `Moved ${moved} application${moved === 1 ? '' : 's'} to ${toRepName ?? 'the representative'}.`;
