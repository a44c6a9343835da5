import { toFormDate } from '@domain/dates';
import type { ApplicationFilterGroup } from '@domain/applicationListFilter';
import type { FilterValues } from '@domain/filterSelection';
import { applicationFilterGroups, defaultApplicationFilterSelection } from '@domain/staffFilters';
import {
  applicationGroupLabels,
  applicationOptionLabels,
} from '../applications/filterPanel/applicationFilterLabels';

const groups = Object.keys(applicationFilterGroups) as ApplicationFilterGroup[];

const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

const chosen = (values: FilterValues, group: ApplicationFilterGroup): string[] | null => {
  const value = values[group];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
};

/**
 * What a saved list keeps, in a rep's words, one line each: every filter that differs from the
 * panel's defaults, the search, the rep whose claims it lists, the dates. 'Everything the list shows
 * by default' when nothing does. The save dialog shows it, so nothing is saved unseen.
 */
export function savedListWords(values: FilterValues, repName: (id: string) => string): string[] {
  const lines: string[] = [];
  if (typeof values.q === 'string' && values.q.trim()) lines.push(`Search: “${values.q.trim()}”`);
  for (const group of groups) {
    const picked = chosen(values, group);
    if (!picked || same(picked, defaultApplicationFilterSelection[group])) continue;
    const words = picked.map((option) => applicationOptionLabels[option] ?? option);
    lines.push(`${applicationGroupLabels[group]}: ${words.length ? words.join(', ') : 'none'}`);
  }
  if (typeof values.assignedTo === 'string' && values.assignedTo)
    lines.push(`Assigned to: ${repName(values.assignedTo)}`);
  if (values.callableNow === true) lines.push('Callable now');
  if (values.callbackDue === true) lines.push('Call-backs due today');
  const range = values.dateRange as { start?: string; end?: string } | undefined;
  if (range?.start || range?.end)
    lines.push(
      `Applied: ${range.start ? `from ${toFormDate(range.start)}` : ''}${range.start && range.end ? ' ' : ''}${range.end ? `to ${toFormDate(range.end)}` : ''}`,
    );
  return lines.length ? lines : ['Everything the list shows by default'];
}

/** The filter values a list is shared with: without one rep's claims unless the lead keeps them. */
export function sharedFilterValues(values: FilterValues, keepAssignedTo: boolean): FilterValues {
  if (keepAssignedTo) return values;
  const { assignedTo: _one, ...rest } = values;
  return rest;
}
