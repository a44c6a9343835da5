import { defaultApplicationFilterValues } from './applicationFilterModel';

/**
 * The spec's staff paths carry a search value (`/summary?search=…`; the server's redirect keeps it
 * as `#/summary?search=…`). The list opens with that search and the spec's default filters, not
 * what the rep last chose: a link means the same list for everyone. Null when there is none.
 */
export function listUrlForSearch(pathname: string, locationSearch: string): string | null {
  const search = new URLSearchParams(locationSearch).get('search');
  if (search === null) return null;
  const q = search.trim();
  const filter = { ...defaultApplicationFilterValues, ...(q ? { q } : {}) };
  return `${pathname}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}
