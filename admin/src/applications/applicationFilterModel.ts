import { statusByFilterKey } from '@domain/applicationStatus';
import {
  applicationFilterGroups,
  defaultApplicationFilterSelection,
  emptyFilterGroups,
} from '@domain/staffFilters';
import {
  booleanOf,
  chosenUnlessAll,
  definedOnly,
  selectionOf,
  type FilterValues,
  type Selection,
} from '../filters/selection';

/*
 * The summary and queue lists keep the panel's selection in their filter values
 * ({ status: ['inProgress', ...], type: [...], claimed: [...], offerStatus, planEnrollment, dateRange,
 * callableNow, q })
 * and the data provider turns it into the contract's ApplicationFilter with toApplicationFilter.
 */
export type ApplicationFilterGroup = keyof typeof applicationFilterGroups;
export type ApplicationSelection = Selection<ApplicationFilterGroup>;

export interface DateRange {
  start?: string;
  end?: string;
}

/** The contract's `ApplicationFilter` input. */
export interface ApplicationFilter {
  q?: string;
  ids?: string[];
  status_in?: string[];
  type_in?: string[];
  claimed?: boolean;
  assignedTo?: string;
  dateRange?: DateRange;
  hasOffers?: boolean;
  isEnrolledInAPlan?: boolean;
  /** Only borrowers a rep may call now (TCPA calling hours). */
  callableNow?: boolean;
}

export const applicationGroups = applicationFilterGroups;

/** A group missing from the filter values restricts nothing. */
const unrestricted: ApplicationSelection = applicationFilterGroups;

/** The spec's defaults (archived statuses off, everything else on), as list filter values. */
export const defaultApplicationFilterValues: FilterValues = { ...defaultApplicationFilterSelection };

export const applicationSelectionOf = (values: FilterValues): ApplicationSelection =>
  selectionOf(values, unrestricted);

/** The groups left with nothing checked: each shows 'Please select at least one filter'. */
export const emptyApplicationGroups = (selection: ApplicationSelection) =>
  emptyFilterGroups(selection) as ApplicationFilterGroup[];

function dateRangeOf(value: unknown): DateRange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { start, end } = value as Record<string, unknown>;
  const range = {
    ...(typeof start === 'string' && start ? { start } : {}),
    ...(typeof end === 'string' && end ? { end } : {}),
  };
  return Object.keys(range).length > 0 ? range : undefined;
}

/**
 * The ApplicationFilter for a list's filter values. `defaultWindow`: with no date range chosen,
 * send `dateRange: {}` so the server applies the spec's last-72-hours window.
 */
export function toApplicationFilter(
  values: FilterValues,
  options: { defaultWindow: boolean },
): ApplicationFilter {
  const { status, type, claimed, offerStatus, planEnrollment, dateRange, callableNow, ...rest } = values;
  const selection = applicationSelectionOf({ status, type, claimed, offerStatus, planEnrollment });
  const statusKeys = chosenUnlessAll(selection.status, applicationFilterGroups.status);
  const range = dateRangeOf(dateRange) ?? (options.defaultWindow ? {} : undefined);
  const filter: ApplicationFilter = {
    ...rest,
    status_in: statusKeys?.map((key) => statusByFilterKey[key]),
    type_in: chosenUnlessAll(selection.type, applicationFilterGroups.type),
    claimed: booleanOf(selection.claimed, 'claimed', 'unclaimed'),
    hasOffers: booleanOf(selection.offerStatus, 'hasOffers', 'noOffers'),
    isEnrolledInAPlan: booleanOf(selection.planEnrollment, 'isEnrolledInAPlan', 'isNotEnrolledInAPlan'),
    dateRange: range,
    callableNow: callableNow === true ? true : undefined,
  };
  return definedOnly(filter);
}
