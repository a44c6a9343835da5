import { Grid, LinearProgress, Typography } from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import { expenseTotalNames, expenseTotals, type ExpenseTotalName } from '@domain/expenseCategories';
import { formatMoney } from '../../../fields/money';
import { Tile } from '../../../fields/Tile';
import type { Application, ExpenseEstimate } from '../../../types';

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

/** The customer expense summary: total and verified tiles, then one tile per category total. */
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
      <Grid size={{ xs: 12, sm: 6 }}>
        <Tile label="Total monthly expenses">
          {totals.total > 0 ? formatMoney(totals.total) : noExpenses}
        </Tile>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Tile label="Verified expenses">
          {totals.verifiedTotal > 0 ? formatMoney(totals.verifiedTotal) : noExpenses}
        </Tile>
      </Grid>
      {expenseTotalNames.map((name) => (
        <Grid key={name} size={{ xs: 6, md: 4, lg: 3 }}>
          <Tile label={totalLabels[name]}>{formatMoney(totals[name])}</Tile>
        </Grid>
      ))}
    </Grid>
  );
};
