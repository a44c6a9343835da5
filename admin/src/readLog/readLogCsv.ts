import { toCsv } from '../export/csv';
import type { ReadLogEntry } from '../records';

/** The feed as a spreadsheet: who read whose file, what, when and from where. */
export const readLogCsv = (entries: readonly ReadLogEntry[]) =>
  toCsv(
    ['When', 'Who', 'Borrower', 'What', 'Unclaimed', 'From', 'Application'],
    entries.map((e) => [
      e.createdAt,
      e.actorName ?? e.actorId,
      e.borrowerName ?? '',
      e.kindLabel,
      e.unclaimed ? 'yes' : 'no',
      e.ipAddress ?? '',
      e.applicationId,
    ]),
  );
