import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import { ListItem, MenuItem, TextField } from '@mui/material';
import { FilterList, useGetList, useListFilterContext } from 'react-admin';
import { useFilterChange } from '../../filters/pendingFilters';
import type { Rep } from '../../records';

const anyone = '';

/** The Summary narrowed to one rep's claims (whatever their age, like the rep's own queue). */
export const AssignedToFilter = () => {
  const { filterValues } = useListFilterContext();
  const { change } = useFilterChange();
  const { data: reps } = useGetList<Rep>('Rep', {
    filter: { isActive: true },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    meta: { sparseFields: ['id', 'name', 'email'] },
  });
  const value = typeof filterValues.assignedTo === 'string' ? filterValues.assignedTo : anyone;
  const choose = (repId: string) =>
    change(({ assignedTo: _was, ...values }) =>
      repId === anyone ? values : { ...values, assignedTo: repId },
    );
  return (
    <FilterList label="Assigned to" icon={<PersonSearchIcon />}>
      <ListItem sx={{ pl: 2, pr: 0 }}>
        <TextField
          select
          size="small"
          fullWidth
          label="Representative"
          value={reps ? value : anyone}
          onChange={(event) => choose(event.target.value)}
        >
          <MenuItem value={anyone}>Anyone</MenuItem>
          {(reps ?? []).map((rep) => (
            <MenuItem key={rep.id} value={rep.id}>
              {rep.name ?? rep.email}
            </MenuItem>
          ))}
        </TextField>
      </ListItem>
    </FilterList>
  );
};
