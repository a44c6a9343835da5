import { BarChart } from '@mui/x-charts/BarChart';
import type { ExpenseComparisonRow } from './expenseComparisonApi';

/** The three figures per category side by side; the table beside it carries the same numbers. */
export default function ExpenseComparisonChart({
  rows,
  labels,
}: {
  rows: ExpenseComparisonRow[];
  labels: Record<string, string>;
}) {
  const shown = rows.filter((row) => row.borrowerSaid || row.estimate || row.bank);
  return (
    <BarChart
      height={320}
      layout="horizontal"
      disableKeyboardNavigation
      yAxis={[{ scaleType: 'band', data: shown.map((row) => labels[row.category]), width: 110 }]}
      series={[
        { label: 'Borrower said', data: shown.map((row) => row.borrowerSaid) },
        { label: 'Estimate', data: shown.map((row) => row.estimate) },
        { label: 'Bank shows', data: shown.map((row) => row.bank) },
      ]}
    />
  );
}
