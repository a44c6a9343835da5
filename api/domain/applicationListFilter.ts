import { statusByFilterKey } from './applicationStatus';
import type * as Schema from './generated/schema';
import {
  booleanOf,
  chosenUnlessAll,
  definedOnly,
  selectionOf,
  type FilterValues,
  type Selection,
  type Sent,
} from './filterSelection';
import { applicationFilterGroups } from './staffFilters';

/*
 * The summary and queue lists keep the panel's selection in their filter values
 * ({ status: ['inProgress', ...], type: [...], claimed: [...], offerStatus, planEnrollment,
 * preferredLanguage, dateRange, callableNow, assignedTo, q }); `toApplicationFilter` turns them into
 * the contract's ApplicationFilter. The console's data provider runs it for every list, and the
 * server for a saved query's live count, so both read a saved list the same way.
 */

/** The contract's ApplicationFilter input, as the lists send it. */
export type ApplicationFilter = Sent<Schema.ApplicationFilter>;
type DateRange = NonNullable<ApplicationFilter['dateRange']>;

export type ApplicationFilterGroup = keyof typeof applicationFilterGroups;
export type ApplicationSelection = Selection<ApplicationFilterGroup>;

/** A group missing from the filter values restricts nothing. */
const unrestricted: ApplicationSelection = applicationFilterGroups;

export const applicationSelectionOf = (values: FilterValues): ApplicationSelection =>
  selectionOf(values, unrestricted);

function dateRangeOf(value: unknown): DateRange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { start, end } = value as Record<string, unknown>;
  const range = {
    ...(typeof start === 'string' && start ? { start } : {}),
    ...(typeof end === 'string' && end ? { end } : {}),
  };
  return Object.keys(range).length > 0 ? range : undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * Whether the list looks for someone rather than browses: a search, or one rep's claims. The spec's
 * last-72-hours window is for browsing everyone's new applications; a borrower who applied last week
 * must still be found by name, and a rep's queue holds claims of any age.
 */
export const looksForSomeone = (values: FilterValues): boolean =>
  !!text(values.q) || !!text(values.assignedTo);

export interface ListFilterOptions {
  /** With no date range chosen, the spec's last 72 hours (the summary). */
  defaultWindow: boolean;
  /** The end of the reader's today (an instant): 'call-backs due' are those before it. */
  endOfToday?: string;
}

/**
 * The ApplicationFilter for a list's filter values. `defaultWindow`: with no date range chosen,
 * send `dateRange: {}` so the server applies the spec's last-72-hours window — unless the list looks
 * for someone (a search, a rep). `callbackDue` asks for the call-backs due by the end of the reader's
 * day. Only the contract's keys are sent, whatever the values hold.
 */
export function toApplicationFilter(values: FilterValues, options: ListFilterOptions): ApplicationFilter {
  const { status, type, claimed, offerStatus, planEnrollment, preferredLanguage, dateRange, callableNow } =
    values;
  const selection = applicationSelectionOf({
    status,
    type,
    claimed,
    offerStatus,
    planEnrollment,
    preferredLanguage,
  });
  const statusKeys = chosenUnlessAll(selection.status, applicationFilterGroups.status);
  const window = options.defaultWindow && !looksForSomeone(values) ? {} : undefined;
  const filter: ApplicationFilter = {
    q: text(values.q),
    ids: Array.isArray(values.ids)
      ? values.ids.filter((id): id is string => typeof id === 'string')
      : undefined,
    assignedTo: text(values.assignedTo),
    callbackBefore: values.callbackDue === true ? options.endOfToday : undefined,
    status_in: statusKeys?.map((key) => statusByFilterKey[key]),
    type_in: chosenUnlessAll(selection.type, applicationFilterGroups.type),
    claimed: booleanOf(selection.claimed, 'claimed', 'unclaimed'),
    hasOffers: booleanOf(selection.offerStatus, 'hasOffers', 'noOffers'),
    isEnrolledInAPlan: booleanOf(selection.planEnrollment, 'isEnrolledInAPlan', 'isNotEnrolledInAPlan'),
    preferredLanguage_in: chosenUnlessAll(
      selection.preferredLanguage,
      applicationFilterGroups.preferredLanguage,
    ),
    dateRange: dateRangeOf(dateRange) ?? window,
    callableNow: callableNow === true ? true : undefined,
  };
  return definedOnly(filter);
}

/** The lists a saved query can belong to. */
export const savedQueryLists = ['summary', 'borrowerQueue'] as const;
export type SavedQueryList = (typeof savedQueryLists)[number];

/**
 * The filter a saved query lists for a viewer: the summary's as saved (with its default window), the
 * queue's over the viewer's own claims (whoever saved it), of any age.
 */
export function savedQueryFilter(
  list: SavedQueryList,
  values: FilterValues,
  viewerId: string,
  endOfToday: string,
): ApplicationFilter {
  if (list === 'borrowerQueue') {
    const filter = toApplicationFilter(
      { ...values, assignedTo: undefined },
      { defaultWindow: false, endOfToday },
    );
    return { ...filter, assignedTo: viewerId };
  }
  return toApplicationFilter(values, { defaultWindow: true, endOfToday });
}

/** The end of the day `now` falls on, in UTC: a server's 'today' for a saved list's count. */
export const endOfUtcDay = (now: Date): string =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
