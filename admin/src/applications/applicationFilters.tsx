import { SearchInput } from 'react-admin';

/**
 * SearchInput takes no visible label: its placeholder says 'Search' and an aria-label names it for
 * a screen reader (a placeholder is no accessible name).
 */
export const applicationFilters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Search borrowers"
    slotProps={{ htmlInput: { 'aria-label': 'Search borrowers' } }}
  />,
];
