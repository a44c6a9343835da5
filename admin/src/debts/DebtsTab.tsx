import { Stack } from '@mui/material';
import { FilterLiveSearch, Pagination, ReferenceManyField } from 'react-admin';
import { ResultCount } from '../filters/ResultCount';
import type { TabContentProps } from '../applications/show/tabContent';
import { DebtFilterPanel } from './DebtFilterPanel';
import { DebtGrid } from './DebtGrid';

/** The Debts tab: the newest borrower and spouse reports' debts, largest balance first, 10 a page. */
export const DebtsTab = (_props: TabContentProps) => (
  <ReferenceManyField
    reference="Debt"
    target="applicationId"
    sort={{ field: 'currentBalance', order: 'DESC' }}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10]} />}
  >
    <Stack spacing={1}>
      <FilterLiveSearch source="q" label="Search lender or account number" />
      <DebtFilterPanel />
      <ResultCount one="debt" many="debts" />
      <DebtGrid />
    </Stack>
  </ReferenceManyField>
);
