import { createContext, useContext, useRef, type ReactNode } from 'react';
import { useListFilterContext } from 'react-admin';
import type { FilterValues } from '@domain/filterSelection';

/**
 * The filter values a panel has asked for and the list has not shown yet. The list's values reach
 * the panel a render later (they travel through the URL), so two quick clicks in two groups would
 * each start from the old values and the second would undo the first. Every change starts from
 * what was last asked instead, until the list has caught up (or something else — the back button, a
 * saved list — changed its filters).
 */
interface Pending {
  /** The list's values when the change was asked for. */
  basis: string;
  values: FilterValues;
}

const PendingFilters = createContext<{ current: Pending | null } | null>(null);

/** Around a panel whose parts change one list's filters. */
export const PendingFiltersProvider = ({ children }: { children: ReactNode }) => {
  const pending = useRef<Pending | null>(null);
  return <PendingFilters.Provider value={pending}>{children}</PendingFilters.Provider>;
};

export function useFilterChange() {
  const { filterValues, displayedFilters, setFilters } = useListFilterContext();
  const shared = useContext(PendingFilters);
  const own = useRef<Pending | null>(null);
  const pending = shared ?? own;
  const shown = JSON.stringify(filterValues);
  const latest = (): FilterValues => {
    const asked = pending.current;
    if (asked && asked.basis === shown) return asked.values;
    pending.current = null;
    return filterValues;
  };
  const change = (update: (values: FilterValues) => FilterValues) => {
    const values = update(latest());
    pending.current = { basis: shown, values };
    setFilters(values, displayedFilters);
  };
  return { change, latest };
}
