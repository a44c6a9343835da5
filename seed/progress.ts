import type { SeededTable } from './ids';
import type { SeedProgress } from './seedBorrowers';

const number = (n: number) => Math.round(n).toLocaleString('en-US');

function duration(ms: number): string {
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** A line each time another 5 % is done: how far, how fast, how long still. */
export function progressPrinter(write: (line: string) => void): (progress: SeedProgress) => void {
  let printedStep = 0;
  return ({ done, total, elapsedMs }) => {
    const step = Math.floor((done / total) * 20);
    if (step <= printedStep) return;
    printedStep = step;
    const rate = done / (elapsedMs / 1000);
    const left = done < total ? `   about ${duration(((total - done) / rate) * 1000)} left` : '';
    write(
      `${String(step * 5).padStart(4)} %   ${number(done).padStart(9)} / ${number(total)} borrowers   ${number(rate)} borrowers/s${left}`,
    );
  };
}

/** Rows written per table, largest first, and the totals. */
export function summaryLines(
  rows: Record<SeededTable, number>,
  borrowers: number,
  elapsedMs: number,
): string[] {
  const entries = Object.entries(rows)
    .filter(([, n]) => n > 0)
    .sort(([, a], [, b]) => b - a);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  const width = Math.max(...entries.map(([table]) => table.length), 10);
  return [
    ...entries.map(([table, n]) => `  ${table.padEnd(width)}  ${number(n).padStart(10)}`),
    `  ${'total'.padEnd(width)}  ${number(total).padStart(10)}`,
    `${number(borrowers)} borrowers, ${number(total)} rows in ${duration(elapsedMs)} (${number(total / (elapsedMs / 1000))} rows/s)`,
  ];
}
