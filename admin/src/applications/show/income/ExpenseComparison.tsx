import {
  Alert,
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useRecordContext } from 'react-admin';
import { isExpenseCategory, type ExpenseCategory } from '@domain/expenseCategories';
import { bankSpendingMonths, expenseGapThreshold } from '@domain/expenseComparison';
import { formatMoney } from '../../../fields/money';
import type { Application } from '../../../records';
import { fetchExpenseComparison, type ExpenseComparisonRow } from './expenseComparisonApi';

// The chart library loads only when a rep opens this tab.
const ExpenseComparisonChart = lazy(() => import('./ExpenseComparisonChart'));

const categoryLabels: Record<ExpenseCategory, string> = {
  food: 'Food',
  healthcare: 'Medical',
  housing: 'Housing',
  miscellaneous: 'Miscellaneous',
  otherDebts: 'Other debts',
  personal: 'Personal',
  savings: 'Savings',
  studentLoans: 'Student loans',
  transportation: 'Transportation',
  utilities: 'Utilities',
};

const figure = (value: number | null) => (value == null ? '—' : formatMoney(value));
const percent = (fraction: number) => `${Math.round(fraction * 100)} %`;

/** The three figures per category, in the table's and the chart's order. */
const figureColumns = [
  { key: 'borrowerSaid', label: 'Borrower said' },
  { key: 'estimate', label: 'Estimate' },
  { key: 'bank', label: 'Bank shows' },
] as const;

function GapCell({ row }: { row: ExpenseComparisonRow }) {
  if (row.largestGap == null) return <TableCell align="right">—</TableCell>;
  const gap = percent(row.largestGap);
  return (
    <TableCell
      align="right"
      sx={row.hasGap ? { fontWeight: 700, color: 'common.black', bgcolor: 'warning.light' } : undefined}
    >
      {row.hasGap ? `Ask: ${gap}` : gap}
    </TableCell>
  );
}

/**
 * Three-way expenses: per category what the borrower said, the estimate for a household like
 * theirs and what the linked bank shows, with gaps over 20 % marked in words and colour.
 */
export const ExpenseComparison = () => {
  const record = useRecordContext<Application>();
  const { data, isPending, error } = useQuery({
    queryKey: ['expenseComparison', record?.id],
    queryFn: () => fetchExpenseComparison(String(record!.id)),
    enabled: !!record,
  });
  if (!record || isPending) return <LinearProgress aria-label="Loading the expense comparison" />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const noBank = data.every((row) => row.bank == null);
  // An empty chart and a table of dashes tell a rep nothing: say so in words instead.
  const nothing = noBank && data.every((row) => row.borrowerSaid == null && row.estimate == null);
  return (
    <Box component="section" aria-labelledby="expense-comparison-title">
      <Typography id="expense-comparison-title" variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        Said, estimated and in the bank
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {nothing
          ? 'Nothing to compare yet: the borrower has given no expenses, there is no estimate and no bank is linked.'
          : noBank
            ? 'No bank is linked: the comparison shows what the borrower said and the estimate only.'
            : `Bank figures are the monthly average of the bank’s last ${bankSpendingMonths} months of transactions. Categories more than ${percent(expenseGapThreshold)} apart are marked “Ask”.`}
      </Typography>
      {!nothing && <ComparisonFigures rows={data} />}
    </Box>
  );
};

/** The chart (a picture for the eye) and the table (the same figures for everyone). */
const ComparisonFigures = ({ rows }: { rows: ExpenseComparisonRow[] }) => (
  <>
    <Box aria-hidden="true">
      <Suspense fallback={<Box sx={{ height: 320 }} />}>
        <ExpenseComparisonChart rows={rows} labels={categoryLabels} columns={figureColumns} />
      </Suspense>
    </Box>
    <Table size="small" aria-label="Expenses: said, estimated and in the bank">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Category
          </TableCell>
          {[...figureColumns.map((column) => column.label), 'Largest gap'].map((label) => (
            <TableCell key={label} component="th" scope="col" align="right">
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.category}>
            <TableCell component="th" scope="row">
              {isExpenseCategory(row.category) ? categoryLabels[row.category] : row.category}
            </TableCell>
            {figureColumns.map((column) => (
              <TableCell key={column.key} align="right">
                {figure(row[column.key])}
              </TableCell>
            ))}
            <GapCell row={row} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </>
);
