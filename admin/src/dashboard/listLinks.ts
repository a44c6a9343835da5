import { defaultApplicationFilterValues } from '../applications/applicationFilterModel';

/** A list's address with these filters on top of the spec's defaults (what a card's 'See all' opens). */
export const listLink = (path: '/summary' | '/borrower-queue', filter: Record<string, unknown>) =>
  `${path}?${new URLSearchParams({
    filter: JSON.stringify({ ...defaultApplicationFilterValues, ...filter }),
  }).toString()}`;
