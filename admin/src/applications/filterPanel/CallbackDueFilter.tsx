import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import { Box, Checkbox, FormControlLabel, ListItem } from '@mui/material';
import { FilterList } from 'react-admin';
import { useFilterChange } from '../../filters/pendingFilters';
import { useFilterDraft } from '../../filters/useFilterDraft';

/** Only the applications whose booked call-back is due by the end of today (overdue ones too). */
export const CallbackDueFilter = () => {
  const { change } = useFilterChange();
  const [checked, showChecked] = useFilterDraft((values) => values.callbackDue === true);
  const toggle = () => {
    showChecked(!checked);
    change(({ callbackDue: _was, ...values }) => (checked ? values : { ...values, callbackDue: true }));
  };
  return (
    <Box role="group" aria-label="Call-backs">
      <FilterList label="Call-backs" icon={<EventRepeatIcon />}>
        <ListItem disablePadding sx={{ pl: 2 }}>
          <FormControlLabel
            label="Due today or overdue"
            slotProps={{ typography: { variant: 'body2' } }}
            control={<Checkbox size="small" checked={checked} onChange={toggle} />}
          />
        </ListItem>
      </FilterList>
    </Box>
  );
};
