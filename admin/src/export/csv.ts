import { downloadCSV } from 'react-admin';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @) gets a leading quote: borrowers type
 * their own names, and an export is opened in a spreadsheet on a staff computer.
 */
const neutralised = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** RFC 4180 CSV: a header row, then one row per record. */
export const toCsv = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  [header, ...rows].map((row) => row.map((cell) => quoted(neutralised(cell))).join(',')).join('\r\n');

/**
 * Saves CSV text as a file a spreadsheet opens in UTF-8: with a byte-order mark first, without which
 * Excel reads it in the computer's old code page and shows 'SofÃ­a RamÃ­rez'.
 */
export const downloadSpreadsheet = (csv: string, filename: string) => downloadCSV(`\uFEFF${csv}`, filename);
