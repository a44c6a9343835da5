import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalkOutlined';
import { Box, Checkbox, FormControlLabel, ListItem, Typography } from '@mui/material';
import { FilterList } from 'react-admin';
import { callingHoursText } from '@domain/callingHoursRule';
import { useFilterChange } from '../../filters/pendingFilters';
import { useFilterDraft } from '../../filters/useFilterDraft';

/**
 * Only the borrowers a rep may call now: TCPA's 8 am to 9 pm in the borrower's own time zone, from
 * their state and ZIP (the rule and its hours: api/domain/callingHours.ts, applied by the server). A
 * borrower whose zone is unknown is left out.
 */
export const CallableNowFilter = () => {
  const { change } = useFilterChange();
  const [checked, showChecked] = useFilterDraft((values) => values.callableNow === true);
  const toggle = () => {
    showChecked(!checked);
    change(({ callableNow: _was, ...values }) => (checked ? values : { ...values, callableNow: true }));
  };
  return (
    <Box role="group" aria-label="Calling hours">
      <FilterList label="Calling hours" icon={<PhoneInTalkIcon />}>
        <ListItem disablePadding sx={{ pl: 2 }}>
          <FormControlLabel
            label="Callable now"
            slotProps={{ typography: { variant: 'body2' } }}
            control={<Checkbox size="small" checked={checked} onChange={toggle} />}
          />
        </ListItem>
        <ListItem sx={{ pl: 2, pt: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {callingHoursText} in the borrower’s time zone
          </Typography>
        </ListItem>
      </FilterList>
    </Box>
  );
};
