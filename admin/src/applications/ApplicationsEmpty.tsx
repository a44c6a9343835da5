import { Box, Button, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { looksForSomeone } from '@domain/applicationListFilter';
import { isObject } from '../isObject';

/**
 * No application matches. A search limited by a chosen date range offers to look at every date (a
 * search without one already does).
 */
export const ApplicationsEmpty = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const range = isObject(filterValues.dateRange) ? filterValues.dateRange : {};
  const hasRange = Object.values(range).some((day) => typeof day === 'string' && day !== '');
  const searching = looksForSomeone(filterValues);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2">
        {searching && hasRange
          ? 'No application matches this search between the chosen dates.'
          : 'No application matches these filters.'}
      </Typography>
      {searching && hasRange && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={() => {
            const { dateRange: _range, ...rest } = filterValues;
            setFilters(rest, displayedFilters);
          }}
        >
          Search all dates
        </Button>
      )}
    </Box>
  );
};
