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

const CreateSavedQuery = graphql(`
  mutation CreateSavedQuery(
    $name: String!
    $listKey: String!
    $filterValues: String!
    $isPublished: Boolean
  ) {
    createSavedQuery(name: $name, listKey: $listKey, filterValues: $filterValues, isPublished: $isPublished) {
      id
    }
  }
`);

const PublishSavedQuery = graphql(`
  mutation PublishSavedQuery($id: ID!, $p: Boolean) {
    updateSavedQuery(id: $id, isPublished: $p) {
      id
    }
  }
`);

const DeleteSavedQuery = graphql(`
  mutation DeleteSavedQuery($id: ID!) {
    deleteSavedQuery(id: $id) {
      id
    }
  }
`);

export async function fetchSavedQueries(listKey: SavedQueryList): Promise<SavedQuery[]> {
  return (await graphqlRequest(SavedQueries, { listKey })).savedQueries ?? [];
}

export async function saveQuery(input: {
  name: string;
  listKey: SavedQueryList;
  filterValues: Record<string, unknown>;
  isPublished: boolean;
}) {
  await graphqlRequest(CreateSavedQuery, { ...input, filterValues: JSON.stringify(input.filterValues) });
}

export async function publishQuery(id: string, isPublished: boolean) {
  await graphqlRequest(PublishSavedQuery, { id, p: isPublished });
}

export async function deleteQuery(id: string) {
  await graphqlRequest(DeleteSavedQuery, { id });
}
