import { savedQueryLists } from './applicationListFilter';
import type { FieldErrors } from './planRules';

export const maxSavedQueryName = 60;
/** A saved list's filter values as sent (JSON): a panel's selection and a search, never more. */
export const maxFilterValuesLength = 4000;

export const savedQueryMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name is at most ${maxSavedQueryName} characters`,
  listInvalid: 'List is invalid',
  filterInvalid: 'The list’s filters could not be read',
} as const;

export interface SavedQueryInput {
  name?: string | null;
  listKey?: string | null;
  filterValues?: string | null;
}

/** The filter values, when they are a JSON object of a sane size; else null. */
export function parsedFilterValues(json: string | null | undefined): Record<string, unknown> | null {
  if (typeof json !== 'string' || json.length > maxFilterValuesLength) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A name of 1 to 60 characters, one of the two lists, readable filter values. */
export function savedQueryErrors(input: SavedQueryInput, isNew: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (input.name !== undefined || isNew) {
    const name = input.name?.trim() ?? '';
    if (!name) errors.name = savedQueryMessages.nameRequired;
    else if (name.length > maxSavedQueryName) errors.name = savedQueryMessages.nameTooLong;
  }
  if (isNew && !(savedQueryLists as readonly unknown[]).includes(input.listKey))
    errors.listKey = savedQueryMessages.listInvalid;
  if (isNew && !parsedFilterValues(input.filterValues))
    errors.filterValues = savedQueryMessages.filterInvalid;
  return errors;
}
