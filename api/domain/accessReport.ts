import { addDays, isIsoDate } from './dates';
import { ftcNoticeThreshold } from './readLog';

/*
 * The breach-readiness report (`npm run access-report`): whose data each account read in a window,
 * and how many consumers in all — the figure the FTC's notice rule turns on (16 CFR 314.4(j)).
 */

export interface ReportWindow {
  /** Inclusive instant. */
  from: string;
  /** Exclusive instant. */
  to: string;
}

const instant = (text: string) => {
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/** Days are whole UTC days, both included; instants are taken as they are. Null when unreadable or reversed. */
export function reportWindow(fromText: string, toText: string): ReportWindow | null {
  const from = isIsoDate(fromText) ? `${fromText}T00:00:00.000Z` : instant(fromText);
  const to = isIsoDate(toText) ? `${addDays(toText, 1)}T00:00:00.000Z` : instant(toText);
  return from && to && from < to ? { from, to } : null;
}

export interface AccountReads {
  email: string;
  name: string | null;
  borrowers: number;
  reads: number;
  /** Audited changes of borrowers' files. */
  changes: number;
}

const csvCell = (value: string | number | null) => {
  const text = String(value ?? '');
  // A cell a spreadsheet would run as a formula is written as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function accessReportLines(
  rows: readonly AccountReads[],
  totalBorrowers: number,
  window: ReportWindow,
  format: 'text' | 'csv',
): string[] {
  if (format === 'csv')
    return [
      'email,name,borrowers,reads,changes',
      ...rows.map((r) => [r.email, r.name, r.borrowers, r.reads, r.changes].map(csvCell).join(',')),
    ];
  const width = Math.max(7, ...rows.map((r) => r.email.length));
  return [
    `Reads and changes of borrowers' files from ${window.from} to ${window.to} (end excluded)`,
    '',
    `${'account'.padEnd(width)}  ${'borrowers'.padStart(9)}  ${'reads'.padStart(7)}  ${'changes'.padStart(7)}  name`,
    ...rows.map(
      (r) =>
        `${r.email.padEnd(width)}  ${String(r.borrowers).padStart(9)}  ${String(r.reads).padStart(7)}  ${String(r.changes).padStart(7)}  ${r.name ?? ''}`,
    ),
    '',
    `${totalBorrowers} borrower(s) read or changed in all by ${rows.length} account(s).`,
    totalBorrowers >= ftcNoticeThreshold
      ? `That is ${ftcNoticeThreshold} or more consumers: if these reads were a breach, the FTC must be told within 30 days of its discovery.`
      : `Fewer than ${ftcNoticeThreshold} consumers.`,
  ];
}
