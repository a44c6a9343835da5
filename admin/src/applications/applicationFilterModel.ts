import type { ApplicationFilterGroup, ApplicationSelection } from '@domain/applicationListFilter';
import type { FilterValues } from '@domain/filterSelection';
import {
  applicationFilterGroups,
  defaultApplicationFilterSelection,
  emptyFilterGroups,
} from '@domain/staffFilters';

/* The summary's and the queue's filter panel: its groups, its defaults, the groups left empty. */

export const applicationGroups = applicationFilterGroups;

/** The spec's defaults (archived statuses off, everything else on), as list filter values. */
export const defaultApplicationFilterValues: FilterValues = { ...defaultApplicationFilterSelection };

/** The groups left with nothing checked: each shows 'Please select at least one filter'. */
export const emptyApplicationGroups = (selection: ApplicationSelection) =>
  emptyFilterGroups(selection) as ApplicationFilterGroup[];
