import { Stack, Typography } from '@mui/material';
import type { TabContentProps } from '../tabContent';
import { ExpenseComparison } from './ExpenseComparison';
import { ExpenseSummary } from './ExpenseSummary';
import { IncomeTile } from './IncomeTile';

export const IncomeExpensesTab = (_props: TabContentProps) => (
  <Stack spacing={3}>
    <IncomeTile />
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
      Monthly expenses
    </Typography>
    <ExpenseSummary />
    <ExpenseComparison />
  </Stack>
);
