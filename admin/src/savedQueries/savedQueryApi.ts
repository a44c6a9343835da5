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
