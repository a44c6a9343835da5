import { formatDateTime } from '../dates';
import { toCsv } from '../export/csv';
import type { Application } from '../types';
import { applicationOptionLabels } from './filterPanel/applicationFilterLabels';

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');

/** The list's own columns: an export carries no more personal data than the screen (no dates of birth). */
const columns: [header: string, cell: (a: Application) => string][] = [
  ['Borrower', (a) => a.borrowerName ?? ''],
  ['Type', (a) => applicationOptionLabels[a.type] ?? a.type],
  ['Status', (a) => a.status],
  ['Referral', (a) => a.routerLabel ?? ''],
  ['Created', (a) => formatDateTime(a.createdAt)],
  ['Assigned to', (a) => a.assignedToName ?? ''],
  ['Offers', (a) => yesNo(a.hasOffers)],
  ['Enrolled in a plan', (a) => yesNo(a.isEnrolledInAPlan)],
];

export const applicationsCsv = (records: Application[]): string =>
  toCsv(
    columns.map(([header]) => header),
    records.map((record) => columns.map(([, cell]) => cell(record))),
  );
