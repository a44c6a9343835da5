import { callbackText } from '../contactAttempts/callbackText';
import { formatDateTime } from '../dates';
import { toCsv } from '../export/csv';
import type { Application } from '../records';
import { applicationOptionLabels } from './filterPanel/applicationFilterLabels';

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');
const callable = (a: Application) =>
  a.callableNow == null ? 'Unknown' : a.callableNow ? 'Yes' : `No: ${a.notCallableReason ?? ''}`.trim();

type Column = [header: string, cell: (a: Application) => string];

/**
 * A call list: the list's columns, the id, the borrower's local time and whether they may be called
 * at the moment of the export. No dates of birth, no addresses.
 */
const columns: Column[] = [
  ['Id', (a) => String(a.id)],
  ['Borrower', (a) => a.borrowerName ?? ''],
  ['Local time', (a) => a.borrowerLocalTime ?? 'Unknown time zone'],
  ['Callable now', callable],
  ['Type', (a) => applicationOptionLabels[a.type] ?? a.type],
  ['Status', (a) => a.status],
  ['Referral', (a) => a.routerLabel ?? ''],
  ['Created', (a) => formatDateTime(a.createdAt)],
  ['Assigned to', (a) => a.assignedToName ?? ''],
  ['Call back', (a) => (a.callbackAt ? callbackText(a.callbackAt, a.borrowerTimeZone) : '')],
  ['Offers', (a) => yesNo(a.hasOffers)],
  ['Enrolled in a plan', (a) => yesNo(a.isEnrolledInAPlan)],
];

/** What a call list adds (a lead's, a rep's of their own queue): how to reach the borrower. */
const contactColumns: Column[] = [
  ['Email', (a) => a.borrowerEmail ?? ''],
  ['Phone', (a) => a.borrowerPhoneNumber ?? ''],
];

export const applicationsCsv = (records: Application[], withContacts = false): string => {
  const shown = withContacts ? [...columns.slice(0, 2), ...contactColumns, ...columns.slice(2)] : columns;
  return toCsv(
    shown.map(([header]) => header),
    records.map((record) => shown.map(([, cell]) => cell(record))),
  );
};
