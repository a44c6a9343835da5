import { SearchInput } from 'react-admin';

// SearchInput takes no label: its placeholder, 'Search', names it.
export const applicationFilters = [<SearchInput key="q" source="q" alwaysOn />];
