import { toFormDate } from '@domain/dates';
import { callbackText } from '../contactAttempts/callbackText';
import { formatDateTime } from '../dates';
import { fieldWords, inWords } from './auditWords';

/** Bookkeeping columns say nothing a rep needs in the history. */
const hidden = new Set(['id', 'applicationId', 'createdAt', 'updatedAt', 'owner']);
/** Fields holding a time agreed with the borrower: shown in the borrower's zone, as booked. */
const borrowerTimes = new Set(['callbackAt']);
/** Fields holding a staff account's id: shown by the rep's name. */
const repFields = new Set(['assignedTo', 'contactedBy', 'actorId', 'startedById']);

const parsed = (json: string | null | undefined): Record<string, unknown> => {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A value as a rep reads it: names for rep ids, MM-dd-yyyy dates, Yes and No; a call-back in the
 * borrower's time with its zone ('2:30 PM EST'), as the rest of the console shows it.
 */
function shown(field: string, value: unknown, repNames: Map<string, string>, zone: string | null): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (repFields.has(field)) return repNames.get(value) ?? 'another representative';
    if (borrowerTimes.has(field) && isoInstant.test(value)) return callbackText(value, zone);
    if (isoInstant.test(value)) return formatDateTime(value);
    if (isoDay.test(value)) return toFormDate(value);
  }
  return String(value);
}

/** The rep ids an entry names, to look their names up. */
export function repIdsOf(entries: readonly { before?: string | null; after?: string | null }[]): string[] {
  const ids = entries.flatMap((e) =>
    [parsed(e.before), parsed(e.after)].flatMap((values) =>
      [...repFields].map((field) => values[field]).filter((v): v is string => typeof v === 'string'),
    ),
  );
  return [...new Set(ids)];
}

/**
 * An audit entry's before/after (JSON text) as lines 'Status: Archived → Contacted', 'Assigned to:
 * Rita Rep → Ravi Rep'. When an entry carries both a holder's id and name, the name says it once.
 */
export function describeChanges(
  before: string | null | undefined,
  after: string | null | undefined,
  repNames: Map<string, string> = new Map(),
  borrowerTimeZone: string | null = null,
): string[] {
  const from = parsed(before);
  const to = parsed(after);
  const named = 'assignedToName' in from || 'assignedToName' in to;
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
    (f) => !hidden.has(f) && !(named && f === 'assignedTo'),
  );
  return fields
    .filter((field) => from[field] !== to[field])
    .map((field) => {
      const label = inWords(fieldWords, field);
      return field in from
        ? `${label}: ${shown(field, from[field], repNames, borrowerTimeZone)} → ${shown(field, to[field], repNames, borrowerTimeZone)}`
        : `${label}: ${shown(field, to[field], repNames, borrowerTimeZone)}`;
    });
}
