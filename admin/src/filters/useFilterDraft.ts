import { useState } from 'react';
import { useListFilterContext } from 'react-admin';
import type { FilterValues } from '@domain/filterSelection';

/**
 * A filter's value as the panel shows it: what the last click made it, at once, until the list's
 * filter values (kept in the URL) change — then what they say. A saved query or the back button
 * therefore discards the draft.
 */
export function useFilterDraft<T>(fromFilters: (values: FilterValues) => T) {
  const { filterValues } = useListFilterContext();
  const [draft, setDraft] = useState<{ basis: string; value: T } | null>(null);
  const basis = JSON.stringify(filterValues);
  const value = draft?.basis === basis ? draft.value : fromFilters(filterValues);
  const show = (next: T) => setDraft({ basis, value: next });
  return [value, show] as const;
}
