import { toggleOption, type FilterGroups, type FilterValues, type Selection } from '@domain/filterSelection';
import { useFilterChange } from './pendingFilters';
import { useFilterDraft } from './useFilterDraft';

/**
 * The panel's selection, applied to the list as soon as every group has an option checked. A
 * selection with an empty group stays a draft in the panel: the list keeps its last results and
 * no query is sent, since the server would refuse it. A draft also shows a click at once, before
 * the list's filter values (kept in the URL) catch up; they replace it when they change.
 */
export function useFilterSelection<G extends string>(
  groups: FilterGroups<G>,
  selectionOf: (values: FilterValues) => Selection<G>,
  emptyGroupsOf: (selection: Selection<G>) => G[],
) {
  const { change } = useFilterChange();
  const [selection, showSelection] = useFilterDraft(selectionOf);

  const toggle = (group: G, option: string) => {
    const next = toggleOption(groups, selection, group, option);
    showSelection(next);
    if (emptyGroupsOf(next).length === 0) change((values) => ({ ...values, ...next }));
  };

  return { selection, emptyGroups: emptyGroupsOf(selection), toggle };
}
