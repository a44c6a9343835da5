import type { SavedQueryList } from '@domain/applicationListFilter';
import { graphqlRequest } from '../providers/graphqlRequest';

/** A saved list as the panel shows it. */
export interface SavedQuery {
  id: string;
  name: string;
  filterValues: string;
  isPublished: boolean;
  ownerId: string;
  ownerName: string | null;
  count: number | null;
}

const fields = 'id name filterValues isPublished ownerId ownerName count';

export async function fetchSavedQueries(listKey: SavedQueryList): Promise<SavedQuery[]> {
  const query = `query($listKey: String!) { savedQueries(listKey: $listKey) { ${fields} } }`;
  return (await graphqlRequest<{ savedQueries: SavedQuery[] }>(query, { listKey })).savedQueries;
}

export async function saveQuery(input: {
  name: string;
  listKey: SavedQueryList;
  filterValues: Record<string, unknown>;
  isPublished: boolean;
}) {
  const mutation = `mutation($name: String!, $listKey: String!, $filterValues: String!, $isPublished: Boolean) {
    createSavedQuery(name: $name, listKey: $listKey, filterValues: $filterValues, isPublished: $isPublished) { id }
  }`;
  await graphqlRequest(mutation, { ...input, filterValues: JSON.stringify(input.filterValues) });
}

export async function publishQuery(id: string, isPublished: boolean) {
  const mutation = 'mutation($id: ID!, $p: Boolean) { updateSavedQuery(id: $id, isPublished: $p) { id } }';
  await graphqlRequest(mutation, { id, p: isPublished });
}

export async function deleteQuery(id: string) {
  await graphqlRequest('mutation($id: ID!) { deleteSavedQuery(id: $id) { id } }', { id });
}
