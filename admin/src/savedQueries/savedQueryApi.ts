import type { SavedQueryList } from '@domain/applicationListFilter';
import { graphql } from '../gql';
import { graphqlRequest, type ResultOf } from '../providers/graphqlRequest';

/** A saved list as the panel shows it. */
export const SavedQueryFields = graphql(`
  fragment SavedQueryFields on SavedQuery {
    id
    name
    filterValues
    isPublished
    ownerId
    ownerName
    count
  }
`);

export type SavedQuery = ResultOf<typeof SavedQueryFields>;

const SavedQueries = graphql(`
  query SavedQueries($listKey: String!) {
    savedQueries(listKey: $listKey) {
      ...SavedQueryFields
    }
  }
`);

export async function fetchSavedQueries(listKey: SavedQueryList): Promise<SavedQuery[]> {
  return (await graphqlRequest(SavedQueries, { listKey })).savedQueries ?? [];
}
