import { BarChart } from '@mui/x-charts/BarChart';
import { shortenNumber } from '@domain/savings';
import type { ExpenseComparisonRow } from './expenseComparisonApi';

/** The three figures per category side by side; the table beside it carries the same numbers. */
export default function ExpenseComparisonChart({
  rows,
  labels,
  columns,
}: {
  rows: ExpenseComparisonRow[];
  labels: Record<string, string>;
  columns: readonly { key: 'borrowerSaid' | 'estimate' | 'bank'; label: string }[];
}) {
  const shown = rows.filter((row) => row.borrowerSaid || row.estimate || row.bank);
  return (
    <BarChart
      height={320}
      layout="horizontal"
      disableKeyboardNavigation
      yAxis={[{ scaleType: 'band', data: shown.map((row) => labels[row.category]), width: 110 }]}
      // Dollars on the axis as the spec shortens them ($1.5k); the table beside it is exact.
      xAxis={[{ valueFormatter: (value: number) => `$${shortenNumber(value)}` }]}
      series={columns.map((column) => ({ label: column.label, data: shown.map((row) => row[column.key]) }))}
    />
  );
}
