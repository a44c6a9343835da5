import { Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { isNarrowed } from './debtFilterModel';

/** Tells a borrower with no debts from a search or filters that match none. */
export const DebtsEmpty = () => {
  const { filterValues } = useListContext();
  return (
    <Typography variant="body2" sx={{ p: 2 }}>
      {isNarrowed(filterValues)
        ? 'There are no debts that match your filters.'
        : 'There are no debts currently available for this borrower.'}
    </Typography>
  );
};
