import { Grid, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetList, useRecordContext } from 'react-admin';
import { bankVerifiedExpenses } from '@domain/bankVerifiedExpenses';
import { expenseTotalNames, expenseTotals, type ExpenseTotalName } from '@domain/expenseCategories';
import { formatMoney } from '../../../fields/money';
import { Tile } from '../../../fields/Tile';
import type { Application, ExpenseEstimate } from '../../../records';
import { fetchExpenseComparison } from './expenseComparisonApi';

const totalLabels: Record<ExpenseTotalName, string> = {
  food: 'Food',
  homeowner: 'Homeowner',
  homeRental: 'Home rental',
  medical: 'Medical',
  misc: 'Miscellaneous',
  otherDebts: 'Other debts',
  personal: 'Personal',
  savingsAndDonations: 'Savings and donations',
  transportation: 'Transportation',
  utilities: 'Utilities',
};

const noExpenses = 'No expenses were provided.';

/**
 * Verified expenses: what the linked bank backs of what the borrower said, the figure the borrower's
 * portal shows as 'Verified by your bank' (one rule, @domain/bankVerifiedExpenses); said in words
 * when no bank is linked.
 */
const BankBackedTile = ({ applicationId }: { applicationId: string }) => {
  const { data, isPending, error } = useQuery({
    // The comparison below asks the same: one request for both.
    queryKey: ['expenseComparison', applicationId],
    queryFn: () => fetchExpenseComparison(applicationId),
  });
  const verified = data ? bankVerifiedExpenses(data) : null;
  const text = isPending
    ? '…'
    : error
      ? 'Not available'
      : verified === null
        ? 'None: no bank is linked, or it holds no transactions yet'
        : formatMoney(verified);
  return <Tile label="Verified expenses">{text}</Tile>;
};

/**
 * The customer expense summary (service-portal §3): the total and verified tiles, what the borrower
 * submitted line by line, then one tile per category total.
 */
export const ExpenseSummary = () => {
  const record = useRecordContext<Application>();
  const { data, isPending } = useGetList<ExpenseEstimate>(
    'ExpenseEstimate',
    {
      filter: { applicationId: record?.id },
      sort: { field: 'category', order: 'ASC' },
      // Every line of one application: the ten categories have 42 lines.
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: !!record },
  );
  if (!record || isPending) return <LinearProgress aria-label="Loading expenses" />;
  if (!data?.length)
    return <Typography variant="body2">Expenses are not available for this borrower.</Typography>;
  const totals = expenseTotals(data, { hasMortgageEscrow: record.hasMortgageEscrow });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <Tile label="Total monthly expenses">
          {totals.total > 0 ? formatMoney(totals.total) : noExpenses}
        </Tile>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <Tile label="Submitted by the borrower">{formatMoney(totals.verifiedTotal)}</Tile>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <BankBackedTile applicationId={String(record.id)} />
      </Grid>
      {expenseTotalNames.map((name) => (
        <Grid key={name} size={{ xs: 6, md: 4, lg: 3 }}>
          <Tile label={totalLabels[name]}>{formatMoney(totals[name])}</Tile>
        </Grid>
      ))}
    </Grid>
  );
};
