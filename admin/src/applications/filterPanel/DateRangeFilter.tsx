import DateRangeIcon from '@mui/icons-material/DateRangeOutlined';
import { Button, ListItem, Typography } from '@mui/material';
import { FilterList, useListFilterContext } from 'react-admin';
import { looksForSomeone } from '@domain/applicationListFilter';
import { defaultWindowHours } from '@domain/staffFilters';
import { DayPicker, notADay } from '../../forms/DayPicker';
import { useFilterChange } from '../../filters/pendingFilters';
import { isObject } from '../../isObject';

type Bound = 'start' | 'end';
const boundLabels: Record<Bound, string> = { start: 'From', end: 'To' };

/** What the chosen days mean under the server's rule (api/domain/staffFilters.ts). */
function captionOf(start: string, end: string, defaultWindow: boolean, searching: boolean): string {
  if (start && end) return 'Both days included';
  if (start) return 'Only that day';
  if (end) return `From ${defaultWindowHours} hours ago to that day`;
  if (searching) return 'Any date: a search looks at every date';
  return defaultWindow ? `Showing the last ${defaultWindowHours} hours` : 'Any date';
}

/**
 * Created between two days, both included. The spec's rule: a start alone is that one day; with
 * no day chosen the summary shows the last 72 hours.
 */
export const DateRangeFilter = ({ defaultWindow }: { defaultWindow: boolean }) => {
  const { filterValues } = useListFilterContext();
  const { change } = useFilterChange();
  const range: Record<string, unknown> = isObject(filterValues.dateRange) ? filterValues.dateRange : {};
  const dayOf = (bound: Bound) => (typeof range[bound] === 'string' ? String(range[bound]) : '');
  const hasRange = dayOf('start') !== '' || dayOf('end') !== '';

  const setRange = (dateRange: Record<string, unknown> | undefined) =>
    change((values) => ({ ...values, dateRange }));

  return (
    <FilterList label="Date created" icon={<DateRangeIcon />}>
      {(['start', 'end'] as const).map((bound) => (
        <ListItem key={bound} sx={{ pl: 2, pr: 0 }}>
          <DayPicker
            label={boundLabels[bound]}
            value={dayOf(bound)}
            // The list follows whole days only; while a date is half typed it keeps the last one.
            onChange={(day) => {
              if (day !== notADay) setRange({ ...range, [bound]: day || undefined });
            }}
            textField={{ size: 'small', fullWidth: true }}
          />
        </ListItem>
      ))}
      <ListItem sx={{ pl: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="caption" color="text.secondary">
          {captionOf(dayOf('start'), dayOf('end'), defaultWindow, looksForSomeone(filterValues))}
        </Typography>
        {hasRange && (
          <Button size="small" onClick={() => setRange(undefined)}>
            Clear dates
          </Button>
        )}
      </ListItem>
    </FilterList>
  );
};
